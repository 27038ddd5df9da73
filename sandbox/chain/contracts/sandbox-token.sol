// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import "@openzeppelin/contracts/token/ERC20/presets/ERC20PresetMinterPauser.sol";

/// OpenZeppelin's minter/pauser preset with configurable decimals: the sandbox needs
/// 6-decimal (USDC) and 8-decimal (WBTC) tokens next to the preset's fixed 18.
contract SandboxToken is ERC20PresetMinterPauser {
    uint8 private immutable _decimals;

    constructor(string memory name, string memory symbol, uint8 decimals_)
        ERC20PresetMinterPauser(name, symbol)
    {
        _decimals = decimals_;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}
