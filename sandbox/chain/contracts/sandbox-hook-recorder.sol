// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// A hook target for tests: records each call as an event (who called, with what tag, in
/// which order), and offers a call that always reverts.
contract HookRecorder {
    event Recorded(address indexed caller, bytes32 indexed tag, uint256 sequence);

    uint256 public calls;

    function record(bytes32 tag) external {
        calls += 1;
        emit Recorded(msg.sender, tag, calls);
    }

    function boom() external pure {
        revert("HookRecorder: boom");
    }
}
