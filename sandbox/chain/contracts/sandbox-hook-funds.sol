// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

interface IERC20Funds {
    function balanceOf(address owner) external view returns (uint256);
    function allowance(address owner, address spender) external view returns (uint256);
}

/// Never deployed: run by `eth_call` as deployless code. It makes an order's pre-hooks (each
/// with its gas limit, a failing one skipped, as the trampoline does) and then reads what the
/// owner holds and allows the vault relayer, as the real orderbook simulates a transfer with
/// the order's pre-interactions before it judges the allowance.
contract HookFundsSimulator {
    struct Hook {
        address target;
        bytes callData;
        uint256 gasLimit;
    }

    function fundsAfterHooks(Hook[] calldata hooks, address token, address owner, address spender)
        external
        returns (uint256 balance, uint256 allowance)
    {
        for (uint256 i = 0; i < hooks.length; ++i) {
            (bool success, ) = hooks[i].target.call{gas: hooks[i].gasLimit}(hooks[i].callData);
            success;
        }
        balance = IERC20Funds(token).balanceOf(owner);
        allowance = IERC20Funds(token).allowance(owner, spender);
    }
}
