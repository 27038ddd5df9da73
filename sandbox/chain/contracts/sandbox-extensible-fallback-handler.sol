// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// What the handler needs of the Safe: its own EIP-1271 check of owners' signatures.
interface ISafe {
    function domainSeparator() external view returns (bytes32);
    function signedMessages(bytes32 messageHash) external view returns (uint256);
    function checkSignatures(bytes32 dataHash, bytes memory data, bytes memory signatures) external view;
}

/// A contract a Safe trusts to verify signatures of one EIP-712 domain (ComposableCoW for the
/// settlement's domain).
interface ISafeSignatureVerifier {
    function isValidSafeSignature(
        address safe,
        address sender,
        bytes32 _hash,
        bytes32 domainSeparator,
        bytes32 typeHash,
        bytes calldata encodeData,
        bytes calldata payload
    ) external view returns (bytes4 magic);
}

interface ISignatureVerifierMuxer {
    function domainVerifiers(address safe, bytes32 domainSeparator) external view returns (address);
    function setDomainVerifier(bytes32 domainSeparator, address newVerifier) external;
}

interface IStaticFallbackMethod {
    function handle(address safe, address sender, uint256 value, bytes calldata data)
        external
        view
        returns (bytes memory result);
}

interface IFallbackMethod {
    function handle(address safe, address sender, uint256 value, bytes calldata data)
        external
        returns (bytes memory result);
}

/// The sandbox's ExtensibleFallbackHandler: the ABI that the npm package sdk-composable (cowprotocol)
/// publishes and the behaviour of Safe's extensible fallback handler (safe-global,
/// handler/extensible), written for the sandbox from its public interface.
///
/// A Safe sets it as its fallback handler; the Safe then forwards the calls it does not know
/// with the original caller appended (20 bytes), so `msg.sender` is the Safe and the last 20
/// bytes of calldata its caller. `isValidSignature` hands a `safeSignature(domainSeparator,
/// typeHash, encodeData, payload)` signature to the verifier the Safe set for that domain, once
/// the hash is checked to be that of the encoded data; any other signature is checked as the
/// Safe's own (owners' signatures, or a message the Safe signed). Setters are `onlySelf`: the
/// Safe calls itself in one of its transactions.
contract ExtensibleFallbackHandler {
    /// keccak256("SafeMessage(bytes message)")
    bytes32 private constant SAFE_MSG_TYPEHASH = 0x60b3cbf8b4a223d68d641b3b6ddf9a298e7f33710cf3d3a9d1146b5a6150fbca;
    /// bytes4(keccak256("safeSignature(bytes32,bytes32,bytes,bytes)"))
    bytes4 private constant SAFE_SIGNATURE_MAGIC_VALUE = 0x5fd7e97d;
    bytes4 private constant ERC1271_MAGIC_VALUE = 0x1626ba7e;

    event AddedDomainVerifier(address indexed safe, bytes32 domainSeparator, address verifier);
    event ChangedDomainVerifier(address indexed safe, bytes32 domainSeparator, address oldVerifier, address newVerifier);
    event RemovedDomainVerifier(address indexed safe, bytes32 domainSeparator);
    event AddedSafeMethod(address indexed safe, bytes4 selector, bytes32 method);
    event ChangedSafeMethod(address indexed safe, bytes4 selector, bytes32 oldMethod, bytes32 newMethod);
    event RemovedSafeMethod(address indexed safe, bytes4 selector);
    event AddedInterface(address indexed safe, bytes4 interfaceId);
    event RemovedInterface(address indexed safe, bytes4 interfaceId);

    mapping(address => mapping(bytes32 => address)) public domainVerifiers;
    mapping(address => mapping(bytes4 => bytes32)) public safeMethods;
    mapping(address => mapping(bytes4 => bool)) public safeInterfaces;

    modifier onlySelf() {
        require(_msgSender() == msg.sender, "only safe can call this method");
        _;
    }

    // --- signatures ---

    function setDomainVerifier(bytes32 domainSeparator, address newVerifier) public onlySelf {
        address safe = msg.sender;
        address oldVerifier = domainVerifiers[safe][domainSeparator];
        if (newVerifier == address(0) && oldVerifier != address(0)) {
            delete domainVerifiers[safe][domainSeparator];
            emit RemovedDomainVerifier(safe, domainSeparator);
        } else {
            domainVerifiers[safe][domainSeparator] = newVerifier;
            if (oldVerifier == address(0)) emit AddedDomainVerifier(safe, domainSeparator, newVerifier);
            else emit ChangedDomainVerifier(safe, domainSeparator, oldVerifier, newVerifier);
        }
    }

    function isValidSignature(bytes32 _hash, bytes calldata signature) external view returns (bytes4 magic) {
        address safe = msg.sender;
        address sender = _msgSender();
        if (signature.length >= 68 && bytes4(signature[0:4]) == SAFE_SIGNATURE_MAGIC_VALUE) {
            (bytes32 domainSeparator, bytes32 typeHash) = abi.decode(signature[4:68], (bytes32, bytes32));
            address verifier = domainVerifiers[safe][domainSeparator];
            if (verifier != address(0)) {
                (,, bytes memory encodeData, bytes memory payload) =
                    abi.decode(signature[4:], (bytes32, bytes32, bytes, bytes));
                bytes32 expected = keccak256(
                    abi.encodePacked(bytes2(0x1901), domainSeparator, keccak256(abi.encodePacked(typeHash, encodeData)))
                );
                if (expected == _hash) {
                    return ISafeSignatureVerifier(verifier).isValidSafeSignature(
                        safe, sender, _hash, domainSeparator, typeHash, encodeData, payload
                    );
                }
            }
        }
        return _defaultIsValidSignature(safe, _hash, signature);
    }

    /// The Safe's own check, as its CompatibilityFallbackHandler does it.
    function _defaultIsValidSignature(address safe, bytes32 _hash, bytes memory signature)
        internal
        view
        returns (bytes4)
    {
        bytes memory messageData = abi.encodePacked(
            bytes2(0x1901),
            ISafe(safe).domainSeparator(),
            keccak256(abi.encode(SAFE_MSG_TYPEHASH, keccak256(abi.encode(_hash))))
        );
        bytes32 messageHash = keccak256(messageData);
        if (signature.length == 0) {
            require(ISafe(safe).signedMessages(messageHash) != 0, "Hash not approved");
        } else {
            ISafe(safe).checkSignatures(messageHash, messageData, signature);
        }
        return ERC1271_MAGIC_VALUE;
    }

    // --- custom methods ---

    function setSafeMethod(bytes4 selector, bytes32 newMethod) public onlySelf {
        _setSafeMethod(msg.sender, selector, newMethod);
    }

    /// A method the Safe routed to a handler contract: the first byte of `method` says static
    /// (0x00) or not (0x01), its last 20 bytes the handler.
    fallback(bytes calldata) external returns (bytes memory result) {
        require(msg.data.length >= 24, "invalid method selector");
        bytes32 method = safeMethods[msg.sender][msg.sig];
        address handler = address(uint160(uint256(method)));
        require(handler != address(0), "method handler not set");
        bytes calldata data = msg.data[:msg.data.length - 20];
        if (bytes1(method) == 0x00) {
            result = IStaticFallbackMethod(handler).handle(msg.sender, _msgSender(), 0, data);
        } else {
            result = IFallbackMethod(handler).handle(msg.sender, _msgSender(), 0, data);
        }
    }

    function _setSafeMethod(address safe, bytes4 selector, bytes32 newMethod) internal {
        bytes32 oldMethod = safeMethods[safe][selector];
        address newHandler = address(uint160(uint256(newMethod)));
        address oldHandler = address(uint160(uint256(oldMethod)));
        if (newHandler == address(0) && oldHandler != address(0)) {
            delete safeMethods[safe][selector];
            emit RemovedSafeMethod(safe, selector);
        } else {
            safeMethods[safe][selector] = newMethod;
            if (oldHandler == address(0)) emit AddedSafeMethod(safe, selector, newMethod);
            else emit ChangedSafeMethod(safe, selector, oldMethod, newMethod);
        }
    }

    // --- ERC-165 ---

    function setSupportedInterface(bytes4 interfaceId, bool supported) public onlySelf {
        require(interfaceId != 0xffffffff, "invalid interface id");
        address safe = msg.sender;
        bool current = safeInterfaces[safe][interfaceId];
        if (supported && !current) {
            safeInterfaces[safe][interfaceId] = true;
            emit AddedInterface(safe, interfaceId);
        } else if (!supported && current) {
            delete safeInterfaces[safe][interfaceId];
            emit RemovedInterface(safe, interfaceId);
        }
    }

    /// Routes each selector (the method's flag, the selector, the handler packed in 32 bytes)
    /// and reports the interface they make up, whose id must be their XOR.
    function setSupportedInterfaceBatch(bytes4 _interfaceId, bytes32[] calldata handlerWithSelectors)
        external
        onlySelf
    {
        bytes4 interfaceId;
        for (uint256 i = 0; i < handlerWithSelectors.length; i++) {
            bytes32 packed = handlerWithSelectors[i];
            bytes4 selector = bytes4(packed << 8);
            bytes32 method = (packed & bytes32(uint256(type(uint160).max))) | (packed & bytes32(bytes1(0xff)));
            _setSafeMethod(msg.sender, selector, method);
            interfaceId = i == 0 ? selector : interfaceId ^ selector;
        }
        require(interfaceId == _interfaceId, "interface id mismatch");
        setSupportedInterface(_interfaceId, true);
    }

    function supportsInterface(bytes4 interfaceId) external view returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x150b7a02 // ERC721TokenReceiver
            || interfaceId == 0x4e2312e0 // ERC1155TokenReceiver
            || interfaceId == ERC1271_MAGIC_VALUE
            || interfaceId == type(ISignatureVerifierMuxer).interfaceId
            || safeInterfaces[msg.sender][interfaceId];
    }

    // --- token callbacks ---

    function onERC1155Received(address, address, uint256, uint256, bytes calldata) external pure returns (bytes4) {
        return 0xf23a6e61;
    }

    function onERC1155BatchReceived(address, address, uint256[] calldata, uint256[] calldata, bytes calldata)
        external
        pure
        returns (bytes4)
    {
        return 0xbc197c81;
    }

    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return 0x150b7a02;
    }

    /// The caller the Safe appended to the calldata (Safe's HandlerContext).
    function _msgSender() internal pure returns (address sender) {
        require(msg.data.length >= 20, "Invalid calldata length");
        assembly {
            sender := shr(96, calldataload(sub(calldatasize(), 20)))
        }
    }
}
