// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import "./sandbox-token.sol";

/// A token that approves like mainnet USDT: moving an allowance from one non-zero amount
/// to another reverts, so a wallet resets it to 0 first (two transactions). Otherwise a
/// SandboxToken (configurable decimals).
contract SandboxUsdtStyleToken is SandboxToken {
    constructor(string memory name, string memory symbol, uint8 decimals_)
        SandboxToken(name, symbol, decimals_)
    {}

    function approve(address spender, uint256 amount) public override returns (bool) {
        require(
            amount == 0 || allowance(_msgSender(), spender) == 0,
            "USDT-style: reset the allowance to 0 first"
        );
        return super.approve(spender, amount);
    }
}
