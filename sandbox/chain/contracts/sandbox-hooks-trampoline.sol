// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// The sandbox's HooksTrampoline: the ABI and behaviour of CoW Protocol's trampoline
/// (cowprotocol/hooks-trampoline), written for the sandbox from its public interface.
///
/// The settlement calls `execute` as one of its interactions. Each hook then runs from this
/// contract, not from the settlement (which holds fees and buffers a hook must not reach),
/// with at most its own gas limit, and a hook that reverts is skipped instead of reverting
/// the settlement.
contract HooksTrampoline {
    struct Hook {
        address target;
        bytes callData;
        uint256 gasLimit;
    }

    /// The caller is not the settlement contract.
    error NotASettlement();

    /// Less gas is left than a hook's limit: the whole transaction must fail rather than
    /// run the hook with less gas than it was promised.
    error NotEnoughGas();

    address public immutable settlement;

    constructor(address settlement_) {
        settlement = settlement_;
    }

    function execute(Hook[] calldata hooks) external {
        if (msg.sender != settlement) revert NotASettlement();
        uint256 count = hooks.length;
        for (uint256 i = 0; i < count; ++i) {
            Hook calldata hook = hooks[i];
            // A call forwards at most 63/64 of the gas left (EIP-150). Below the hook's
            // limit, the hook would silently get less than it asked for and might fail for
            // that reason alone; a settlement sent with too little gas fails instead.
            if ((gasleft() * 63) / 64 < hook.gasLimit) revert NotEnoughGas();
            (bool success, ) = hook.target.call{gas: hook.gasLimit}(hook.callData);
            // A failing hook is the trader's business, not the settlement's.
            success;
        }
    }
}
