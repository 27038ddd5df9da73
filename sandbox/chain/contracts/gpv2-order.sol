// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// GPv2Order.Data, and its EIP-712 hash as GPv2Settlement computes it: one copy for the
/// sandbox's ComposableCoW (the orders its TWAP hands out) and its eth-flow contract (the
/// orders it places and verifies).
library GPv2Order {
    struct Data {
        address sellToken;
        address buyToken;
        address receiver;
        uint256 sellAmount;
        uint256 buyAmount;
        uint32 validTo;
        bytes32 appData;
        uint256 feeAmount;
        bytes32 kind;
        bool partiallyFillable;
        bytes32 sellTokenBalance;
        bytes32 buyTokenBalance;
    }

    /// keccak256("Order(address sellToken,address buyToken,address receiver,uint256 sellAmount,uint256 buyAmount,uint32 validTo,bytes32 appData,uint256 feeAmount,string kind,bool partiallyFillable,string sellTokenBalance,string buyTokenBalance)")
    bytes32 internal constant TYPE_HASH = 0xd5a25ba2e97094ad7d83dc28a6572da797d6b3e7fc6663bd93efb789fc17e489;
    bytes32 internal constant KIND_SELL = keccak256("sell");
    bytes32 internal constant BALANCE_ERC20 = keccak256("erc20");

    /// Every field is one static word, so the struct hash is the type hash and the encoded order.
    function hash(Data memory order, bytes32 domainSeparator) internal pure returns (bytes32) {
        bytes32 structHash = keccak256(abi.encodePacked(TYPE_HASH, abi.encode(order)));
        return keccak256(abi.encodePacked(bytes2(0x1901), domainSeparator, structHash));
    }
}
