// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import "@openzeppelin/contracts/token/ERC20/presets/ERC20PresetMinterPauser.sol";
import "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";

/// OpenZeppelin's minter/pauser preset with EIP-2612 `permit` (OpenZeppelin's ERC20Permit:
/// domain name = the token's name, version "1") and configurable decimals: the sandbox's
/// USDC, DAI and COW, which a trader approves with a signature.
contract SandboxPermitToken is ERC20PresetMinterPauser, ERC20Permit {
    uint8 private immutable _decimals;

    constructor(string memory name, string memory symbol, uint8 decimals_)
        ERC20PresetMinterPauser(name, symbol)
        ERC20Permit(name)
    {
        _decimals = decimals_;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    function _beforeTokenTransfer(address from, address to, uint256 amount)
        internal
        override(ERC20, ERC20PresetMinterPauser)
    {
        super._beforeTokenTransfer(from, to, amount);
    }
}
