// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import "./gpv2-order.sol";

/// The sandbox's ComposableCoW, TWAP handler and block-timestamp value factory: the ABIs that the
/// npm package sdk-composable (cowprotocol) publishes and the behaviour of CoW Protocol's contracts
/// (cowprotocol/composable-cow, v1 as deployed), written for the sandbox from their public
/// interface.
///
/// A Safe stores a conditional order with `create` (or `createWithContext`, which also stores
/// a value from a factory in the order's cabinet: a TWAP that starts "now" reads its start time
/// there). The watch-tower asks `getTradeableOrderWithSignature` for the part that is due and
/// posts it as an EIP-1271 order; the orderbook and the settlement check it by the Safe's
/// `isValidSignature`, which the extensible fallback handler hands to `isValidSafeSignature`
/// here (the Safe set this contract as the verifier of the settlement's domain).

interface IERC165 {
    function supportsInterface(bytes4 interfaceId) external view returns (bool);
}

/// A conditional order's handler, as ComposableCoW calls it. The watch-tower reads the revert
/// reasons: when to poll again (PollTry*), or never (OrderNotValid, PollNever).
interface IConditionalOrder {
    error OrderNotValid(string reason);
    error PollTryNextBlock(string reason);
    error PollTryAtBlock(uint256 blockNumber, string reason);
    error PollTryAtEpoch(uint256 timestamp, string reason);
    error PollNever(string reason);

    struct ConditionalOrderParams {
        IConditionalOrder handler;
        bytes32 salt;
        bytes staticInput;
    }

    /// Reverts unless `_hash` is the hash of the order the handler would generate now.
    function verify(
        address owner,
        address sender,
        bytes32 _hash,
        bytes32 domainSeparator,
        bytes32 ctx,
        bytes calldata staticInput,
        bytes calldata offchainInput,
        GPv2Order.Data calldata order
    ) external view;
}

interface IConditionalOrderGenerator is IConditionalOrder, IERC165 {
    function getTradeableOrder(
        address owner,
        address sender,
        bytes32 ctx,
        bytes calldata staticInput,
        bytes calldata offchainInput
    ) external view returns (GPv2Order.Data memory);
}

interface ISwapGuard {
    function verify(
        GPv2Order.Data calldata order,
        bytes32 ctx,
        IConditionalOrder.ConditionalOrderParams calldata params,
        bytes calldata offchainInput
    ) external view returns (bool);
}

interface IValueFactory {
    function getValue(bytes calldata data) external view returns (bytes32);
}

interface ISettlement {
    function domainSeparator() external view returns (bytes32);
}

/// What ComposableCoW needs of the extensible fallback handler: the interface it reports when
/// it muxes signatures by domain (`type(ISignatureVerifierMuxer).interfaceId`, as the real one).
interface ISignatureVerifierMuxer {
    function domainVerifiers(address safe, bytes32 domainSeparator) external view returns (address);
    function setDomainVerifier(bytes32 domainSeparator, address newVerifier) external;
}

contract ComposableCoW {
    error ProofNotAuthed();
    error SingleOrderNotAuthed();
    error SwapGuardRestricted();
    error InvalidHandler();
    error InterfaceNotSupported();

    struct PayloadStruct {
        bytes32[] proof;
        IConditionalOrder.ConditionalOrderParams params;
        bytes offchainInput;
    }

    struct Proof {
        uint256 location;
        bytes data;
    }

    event MerkleRootSet(address indexed owner, bytes32 root, Proof proof);
    event ConditionalOrderCreated(address indexed owner, IConditionalOrder.ConditionalOrderParams params);
    event SwapGuardSet(address indexed owner, ISwapGuard swapGuard);

    bytes32 public immutable domainSeparator;
    mapping(address => bytes32) public roots;
    mapping(address => mapping(bytes32 => bool)) public singleOrders;
    mapping(address => ISwapGuard) public swapGuards;
    mapping(address => mapping(bytes32 => bytes32)) public cabinet;

    constructor(address _settlement) {
        domainSeparator = ISettlement(_settlement).domainSeparator();
    }

    function setRoot(bytes32 root, Proof calldata proof) public {
        roots[msg.sender] = root;
        emit MerkleRootSet(msg.sender, root, proof);
    }

    function setRootWithContext(bytes32 root, Proof calldata proof, IValueFactory factory, bytes calldata data)
        external
    {
        setRoot(root, proof);
        cabinet[msg.sender][bytes32(0)] = factory.getValue(data);
    }

    function create(IConditionalOrder.ConditionalOrderParams calldata params, bool dispatch) public {
        if (address(params.handler) == address(0)) revert InvalidHandler();
        singleOrders[msg.sender][hash(params)] = true;
        if (dispatch) emit ConditionalOrderCreated(msg.sender, params);
    }

    function createWithContext(
        IConditionalOrder.ConditionalOrderParams calldata params,
        IValueFactory factory,
        bytes calldata data,
        bool dispatch
    ) external {
        create(params, dispatch);
        cabinet[msg.sender][hash(params)] = factory.getValue(data);
    }

    /// The owner withdraws a single order: no part of it is tradeable or valid any more.
    function remove(bytes32 singleOrderHash) external {
        singleOrders[msg.sender][singleOrderHash] = false;
        cabinet[msg.sender][singleOrderHash] = bytes32(0);
    }

    function setSwapGuard(ISwapGuard swapGuard) external {
        swapGuards[msg.sender] = swapGuard;
        emit SwapGuardSet(msg.sender, swapGuard);
    }

    /// The verifier the Safe's extensible fallback handler calls for the settlement's domain.
    function isValidSafeSignature(
        address safe,
        address sender,
        bytes32 _hash,
        bytes32 _domainSeparator,
        bytes32,
        bytes calldata encodeData,
        bytes calldata payload
    ) external view returns (bytes4 magic) {
        PayloadStruct memory _payload = abi.decode(payload, (PayloadStruct));
        bytes32 ctx = _auth(safe, _payload.params, _payload.proof);
        GPv2Order.Data memory order = abi.decode(encodeData, (GPv2Order.Data));
        if (!_guardCheck(safe, ctx, _payload.params, _payload.offchainInput, order)) revert SwapGuardRestricted();
        _payload.params.handler.verify(
            safe, sender, _hash, _domainSeparator, ctx, _payload.params.staticInput, _payload.offchainInput, order
        );
        return 0x1626ba7e;
    }

    /// The order the conditional order stands for now, with the signature that makes the
    /// owner's `isValidSignature` accept it. Reverts with the handler's reason when none is due.
    function getTradeableOrderWithSignature(
        address owner,
        IConditionalOrder.ConditionalOrderParams calldata params,
        bytes calldata offchainInput,
        bytes32[] calldata proof
    ) external view returns (GPv2Order.Data memory order, bytes memory signature) {
        bytes32 ctx = _auth(owner, params, proof);
        try IConditionalOrderGenerator(address(params.handler)).supportsInterface(
            type(IConditionalOrderGenerator).interfaceId
        ) returns (bool supported) {
            if (!supported) revert InterfaceNotSupported();
        } catch {
            revert InterfaceNotSupported();
        }
        order = IConditionalOrderGenerator(address(params.handler)).getTradeableOrder(
            owner, msg.sender, ctx, params.staticInput, offchainInput
        );
        if (!_guardCheck(owner, ctx, params, offchainInput, order)) revert SwapGuardRestricted();

        PayloadStruct memory payload = PayloadStruct({proof: proof, params: params, offchainInput: offchainInput});
        // A Safe whose fallback handler muxes signatures by domain gets the `safeSignature`
        // form; any other owner the ERC1271Forwarder form (the order and the payload).
        bool muxed = false;
        try ISignatureVerifierMuxerProbe(owner).supportsInterface(type(ISignatureVerifierMuxer).interfaceId) returns (
            bool supported
        ) {
            muxed = supported;
        } catch {}
        if (muxed) {
            signature = abi.encodeWithSignature(
                "safeSignature(bytes32,bytes32,bytes,bytes)",
                domainSeparator,
                GPv2Order.TYPE_HASH,
                abi.encode(order),
                abi.encode(payload)
            );
        } else {
            signature = abi.encode(order, payload);
        }
    }

    function hash(IConditionalOrder.ConditionalOrderParams memory params) public pure returns (bytes32) {
        return keccak256(abi.encode(params));
    }

    function _auth(address owner, IConditionalOrder.ConditionalOrderParams memory params, bytes32[] memory proof)
        internal
        view
        returns (bytes32 ctx)
    {
        if (proof.length != 0) {
            // Sorted-pair Merkle proof of the double-hashed leaf (OpenZeppelin's MerkleProof, as the real one).
            bytes32 node = keccak256(bytes.concat(hash(params)));
            for (uint256 i = 0; i < proof.length; i++) {
                bytes32 sibling = proof[i];
                node = node < sibling
                    ? keccak256(abi.encodePacked(node, sibling))
                    : keccak256(abi.encodePacked(sibling, node));
            }
            if (node != roots[owner]) revert ProofNotAuthed();
        } else {
            ctx = hash(params);
            if (!singleOrders[owner][ctx]) revert SingleOrderNotAuthed();
        }
    }

    function _guardCheck(
        address owner,
        bytes32 ctx,
        IConditionalOrder.ConditionalOrderParams memory params,
        bytes memory offchainInput,
        GPv2Order.Data memory order
    ) internal view returns (bool) {
        ISwapGuard guard = swapGuards[owner];
        if (address(guard) == address(0)) return true;
        return guard.verify(order, ctx, params, offchainInput);
    }
}

interface ISignatureVerifierMuxerProbe {
    function supportsInterface(bytes4 interfaceId) external view returns (bool);
}

/// Stores the block's timestamp as a conditional order's context: a TWAP with `t0 = 0` starts
/// when the Safe's transaction that created it is mined.
contract CurrentBlockTimestampFactory is IValueFactory {
    function getValue(bytes calldata) external view override returns (bytes32) {
        return bytes32(block.timestamp);
    }
}

/// The TWAP handler: `n` parts of `partSellAmount` each, one every `t` seconds from `t0` (or
/// from the time in the order's cabinet when `t0` is 0), each valid for `span` seconds (the
/// whole interval when 0) and buying at least `minPartLimit`. A part is a fill-or-kill sell
/// order whose validTo ends its interval, so every part has its own order UID.
contract TWAP is IConditionalOrderGenerator {
    struct Data {
        address sellToken;
        address buyToken;
        address receiver;
        uint256 partSellAmount;
        uint256 minPartLimit;
        uint256 t0;
        uint256 n;
        uint256 t;
        uint256 span;
        bytes32 appData;
    }

    string internal constant INVALID_SAME_TOKEN = "same token";
    string internal constant INVALID_TOKEN = "invalid token";
    string internal constant INVALID_PART_SELL_AMOUNT = "invalid part sell amount";
    string internal constant INVALID_MIN_PART_LIMIT = "invalid min part limit";
    string internal constant INVALID_START_TIME = "invalid start time";
    string internal constant INVALID_NUM_PARTS = "invalid num parts";
    string internal constant INVALID_FREQUENCY = "invalid frequency";
    string internal constant INVALID_SPAN = "invalid span";
    string internal constant BEFORE_TWAP_START = "before twap start";
    string internal constant AFTER_TWAP_FINISH = "after twap finish";
    string internal constant NOT_WITHIN_SPAN = "not within span";
    string internal constant INVALID_HASH = "invalid hash";

    ComposableCoW public immutable composableCow;

    constructor(ComposableCoW _composableCow) {
        composableCow = _composableCow;
    }

    function supportsInterface(bytes4 interfaceId) external pure override returns (bool) {
        return interfaceId == type(IConditionalOrderGenerator).interfaceId
            || interfaceId == type(IERC165).interfaceId;
    }

    function verify(
        address owner,
        address sender,
        bytes32 _hash,
        bytes32 domainSeparator,
        bytes32 ctx,
        bytes calldata staticInput,
        bytes calldata offchainInput,
        GPv2Order.Data calldata
    ) external view override {
        GPv2Order.Data memory generated = getTradeableOrder(owner, sender, ctx, staticInput, offchainInput);
        if (_hash != GPv2Order.hash(generated, domainSeparator)) revert OrderNotValid(INVALID_HASH);
    }

    function getTradeableOrder(address owner, address, bytes32 ctx, bytes calldata staticInput, bytes calldata)
        public
        view
        override
        returns (GPv2Order.Data memory order)
    {
        Data memory twap = abi.decode(staticInput, (Data));
        if (twap.t0 == 0) twap.t0 = uint256(composableCow.cabinet(owner, ctx));
        _validate(twap);
        order = GPv2Order.Data({
            sellToken: twap.sellToken,
            buyToken: twap.buyToken,
            receiver: twap.receiver,
            sellAmount: twap.partSellAmount,
            buyAmount: twap.minPartLimit,
            validTo: uint32(_validTo(twap)),
            appData: twap.appData,
            feeAmount: 0,
            kind: GPv2Order.KIND_SELL,
            partiallyFillable: false,
            sellTokenBalance: GPv2Order.BALANCE_ERC20,
            buyTokenBalance: GPv2Order.BALANCE_ERC20
        });
    }

    function _validate(Data memory twap) internal pure {
        if (twap.sellToken == twap.buyToken) revert OrderNotValid(INVALID_SAME_TOKEN);
        if (twap.sellToken == address(0) || twap.buyToken == address(0)) revert OrderNotValid(INVALID_TOKEN);
        if (twap.partSellAmount == 0) revert OrderNotValid(INVALID_PART_SELL_AMOUNT);
        if (twap.minPartLimit == 0) revert OrderNotValid(INVALID_MIN_PART_LIMIT);
        if (twap.t0 >= type(uint32).max) revert OrderNotValid(INVALID_START_TIME);
        if (twap.n <= 1 || twap.n > type(uint32).max) revert OrderNotValid(INVALID_NUM_PARTS);
        if (twap.t == 0 || twap.t > 365 days) revert OrderNotValid(INVALID_FREQUENCY);
        if (twap.span > twap.t) revert OrderNotValid(INVALID_SPAN);
    }

    /// The end of the part that is due now (TWAPOrderMathLib.calculateValidTo).
    function _validTo(Data memory twap) internal view returns (uint256 validTo) {
        if (block.timestamp < twap.t0) revert PollTryAtEpoch(twap.t0, BEFORE_TWAP_START);
        if (block.timestamp >= twap.t0 + twap.n * twap.t) revert PollNever(AFTER_TWAP_FINISH);
        uint256 part = (block.timestamp - twap.t0) / twap.t;
        if (twap.span == 0) return twap.t0 + (part + 1) * twap.t - 1;
        validTo = twap.t0 + part * twap.t + twap.span - 1;
        if (block.timestamp > validTo) {
            // Between this part's span and the next part: wait for the next (or never, after the last).
            if (part + 1 >= twap.n) revert PollNever(AFTER_TWAP_FINISH);
            revert PollTryAtEpoch(twap.t0 + (part + 1) * twap.t, NOT_WITHIN_SPAN);
        }
    }
}
