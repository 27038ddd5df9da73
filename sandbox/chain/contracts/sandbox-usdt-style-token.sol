// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import "@openzeppelin/contracts/token/ERC20/presets/ERC20PresetMinterPauser.sol";

/// A token that approves like mainnet USDT: moving an allowance from one non-zero amount
/// to another reverts, so a wallet resets it to 0 first (two transactions). Configurable
/// decimals, as SandboxToken.
contract SandboxUsdtStyleToken is ERC20PresetMinterPauser {
    uint8 private immutable _decimals;

    constructor(string memory name, string memory symbol, uint8 decimals_)
        ERC20PresetMinterPauser(name, symbol)
    {
        _decimals = decimals_;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    function approve(address spender, uint256 amount) public override returns (bool) {
        require(
            amount == 0 || allowance(_msgSender(), spender) == 0,
            "USDT-style: reset the allowance to 0 first"
        );
        return super.approve(spender, amount);
    }
}
