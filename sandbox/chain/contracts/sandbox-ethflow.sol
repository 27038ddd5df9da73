// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import "./gpv2-order.sol";

/// What this contract needs of GPv2Settlement.
interface ISettlement {
    function domainSeparator() external view returns (bytes32);
    function vaultRelayer() external view returns (address);
    function filledAmount(bytes calldata orderUid) external view returns (uint256);
}

/// What this contract needs of the wrapped native token.
interface IWrappedNative {
    function deposit() external payable;
    function withdraw(uint256 wad) external;
    function approve(address spender, uint256 value) external returns (bool);
}

/// The sandbox's eth-flow contract: the ABI, events, errors and behaviour of CoW Protocol's
/// CoWSwapEthFlow (cowprotocol/ethflowcontract), written for the sandbox.
///
/// A trader sells native ETH with one transaction: `createOrder` takes the ETH and stands
/// for a CoW order that sells the wrapped token, is owned by this contract, never expires on
/// the settlement (validTo = uint32 max) and is signed with EIP-1271: `isValidSignature`
/// accepts it while its trader's own deadline has not passed and nobody invalidated it. The
/// solver calls `wrapAll()` as a pre-interaction so the ETH is WETH when the vault relayer
/// pulls it. The trader may invalidate the order while it is tradable, anyone after its
/// deadline; either way the part that did not trade goes back to the trader in ETH in that
/// same transaction. Exactly one event says which it was, as the real contract's: the trader's
/// cancellation of a tradable order emits OrderInvalidation, the clean-up of an expired one
/// (a refund, whoever sends it) OrderRefund. The orderbook serves the first as cancelled and
/// the second as expired with `ethflowData.refundTxHash`.
contract SandboxEthFlow {
    /// EthFlowOrder.Data: what the trader passes to createOrder and invalidateOrder.
    struct EthFlowOrderData {
        address buyToken;
        address receiver;
        uint256 sellAmount;
        uint256 buyAmount;
        bytes32 appData;
        uint256 feeAmount;
        uint32 validTo;
        bool partiallyFillable;
        int64 quoteId;
    }

    /// EthFlowOrder.OnchainData: who placed the order and the deadline they chose.
    struct OnchainData {
        address owner;
        uint32 validTo;
    }

    enum OnchainSigningScheme {
        Eip1271,
        PreSign
    }

    struct OnchainSignature {
        OnchainSigningScheme scheme;
        bytes data;
    }

    event OrderPlacement(
        address indexed sender,
        GPv2Order.Data order,
        OnchainSignature signature,
        bytes data
    );
    event OrderInvalidation(bytes orderUid);
    event OrderRefund(bytes orderUid, address indexed refunder);

    error OrderIsAlreadyOwned(bytes32 orderHash);
    error OrderIsAlreadyExpired();
    error IncorrectEthAmount();
    error NotAllowedZeroSellAmount();
    error NotAllowedToInvalidateOrder(bytes32 orderHash);
    error EthTransferFailed();
    error ReceiverMustBeSet();

    bytes4 private constant EIP1271_MAGIC_VALUE = 0x1626ba7e;
    /// The owner of a hash nobody placed.
    address private constant NO_OWNER = address(0);
    /// The owner of an invalidated order: no account can create orders with it.
    address private constant INVALIDATED_OWNER = address(type(uint160).max);

    ISettlement public immutable cowSwapSettlement;
    IWrappedNative public immutable wrappedNativeToken;
    bytes32 private immutable settlementDomain;

    /// Order hash (EIP-712, the settlement's domain) => who placed it and their deadline.
    mapping(bytes32 => OnchainData) public orders;

    bool private entered;

    modifier nonReentrant() {
        require(!entered, "ReentrancyGuard: reentrant call");
        entered = true;
        _;
        entered = false;
    }

    constructor(ISettlement settlement, IWrappedNative wrapped) {
        cowSwapSettlement = settlement;
        wrappedNativeToken = wrapped;
        settlementDomain = settlement.domainSeparator();
        // The vault relayer pulls the wrapped ETH of every order this contract owns.
        wrapped.approve(settlement.vaultRelayer(), type(uint256).max);
    }

    /// Unwrapping sends ETH here.
    receive() external payable {}

    function createOrder(
        EthFlowOrderData calldata order
    ) external payable nonReentrant returns (bytes32 orderHash) {
        if (msg.value != order.sellAmount + order.feeAmount) revert IncorrectEthAmount();
        if (order.sellAmount == 0) revert NotAllowedZeroSellAmount();
        if (block.timestamp > order.validTo) revert OrderIsAlreadyExpired();

        GPv2Order.Data memory cowOrder = _toCowOrder(order);
        orderHash = GPv2Order.hash(cowOrder, settlementDomain);
        if (orders[orderHash].owner != NO_OWNER) revert OrderIsAlreadyOwned(orderHash);
        orders[orderHash] = OnchainData(msg.sender, order.validTo);

        emit OrderPlacement(
            msg.sender,
            cowOrder,
            OnchainSignature(OnchainSigningScheme.Eip1271, abi.encodePacked(address(this))),
            // The orderbook reads the quote and the trader's deadline from here.
            abi.encodePacked(order.quoteId, order.validTo)
        );
    }

    function invalidateOrder(EthFlowOrderData calldata order) external nonReentrant {
        _invalidate(order, true);
    }

    /// As invalidateOrder for each order, skipping those the caller may not invalidate.
    function invalidateOrdersIgnoringNotAllowed(
        EthFlowOrderData[] calldata orderArray
    ) external nonReentrant {
        for (uint256 i = 0; i < orderArray.length; i++) {
            _invalidate(orderArray[i], false);
        }
    }

    /// EIP-1271: the order is valid while placed, not invalidated and within its deadline.
    function isValidSignature(bytes32 orderHash, bytes memory) external view returns (bytes4) {
        OnchainData memory data = orders[orderHash];
        bool live = data.owner != NO_OWNER &&
            data.owner != INVALIDATED_OWNER &&
            data.validTo >= block.timestamp;
        return live ? EIP1271_MAGIC_VALUE : bytes4(type(uint32).max);
    }

    function wrapAll() external {
        wrappedNativeToken.deposit{value: address(this).balance}();
    }

    function wrap(uint256 amount) external {
        wrappedNativeToken.deposit{value: amount}();
    }

    function unwrap(uint256 amount) external {
        wrappedNativeToken.withdraw(amount);
    }

    function _invalidate(EthFlowOrderData calldata order, bool revertIfNotAllowed) private {
        GPv2Order.Data memory cowOrder = _toCowOrder(order);
        bytes32 orderHash = GPv2Order.hash(cowOrder, settlementDomain);
        OnchainData memory data = orders[orderHash];

        bool placed = data.owner != NO_OWNER && data.owner != INVALIDATED_OWNER;
        // The same deadline rule as isValidSignature: tradable up to and including validTo.
        bool tradable = data.validTo >= block.timestamp;
        bool allowed = data.owner == msg.sender || !tradable;
        if (!placed || !allowed) {
            if (revertIfNotAllowed) revert NotAllowedToInvalidateOrder(orderHash);
            return;
        }
        orders[orderHash].owner = INVALIDATED_OWNER;

        bytes memory orderUid = abi.encodePacked(orderHash, address(this), type(uint32).max);
        if (tradable) {
            // Its trader cancels an order that could still trade.
            emit OrderInvalidation(orderUid);
        } else {
            // Past its deadline: the ETH is being claimed back; say who sent the refund.
            emit OrderRefund(orderUid, msg.sender);
        }

        // What did not trade comes back, fee included pro rata (the settlement charges the
        // fee in proportion to the filled amount, rounded down).
        uint256 filled = cowSwapSettlement.filledAmount(orderUid);
        uint256 unfilledFee = cowOrder.feeAmount -
            (cowOrder.feeAmount * filled) /
            cowOrder.sellAmount;
        uint256 refund = cowOrder.sellAmount - filled + unfilledFee;
        if (address(this).balance < refund) {
            wrappedNativeToken.withdraw(refund - address(this).balance);
        }
        (bool paid, ) = payable(data.owner).call{value: refund}("");
        if (!paid) revert EthTransferFailed();
    }

    function _toCowOrder(
        EthFlowOrderData calldata order
    ) private view returns (GPv2Order.Data memory) {
        // The settlement would pay the proceeds to the owner, this contract: never allowed.
        if (order.receiver == address(0)) revert ReceiverMustBeSet();
        return
            GPv2Order.Data({
                sellToken: address(wrappedNativeToken),
                buyToken: order.buyToken,
                receiver: order.receiver,
                sellAmount: order.sellAmount,
                buyAmount: order.buyAmount,
                // Never expires on the settlement, so filledAmount stays readable; the
                // trader's deadline is enforced by isValidSignature.
                validTo: type(uint32).max,
                appData: order.appData,
                feeAmount: order.feeAmount,
                kind: GPv2Order.KIND_SELL,
                partiallyFillable: order.partiallyFillable,
                sellTokenBalance: GPv2Order.BALANCE_ERC20,
                buyTokenBalance: GPv2Order.BALANCE_ERC20
            });
    }
}
