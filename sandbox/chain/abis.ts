/**
 * Typed ABI fragments of the sandbox contracts, for viem. Hand-copied (human-readable) from
 * the artifacts because JSON imports lose the literal types viem infers from;
 * abis.test.ts checks every fragment against the artifact it came from.
 */
import { parseAbi } from 'viem'

export const settlementAbi = parseAbi([
  'constructor(address authenticator_, address vault_)',
  'function settle(address[] tokens, uint256[] clearingPrices, (uint256 sellTokenIndex, uint256 buyTokenIndex, address receiver, uint256 sellAmount, uint256 buyAmount, uint32 validTo, bytes32 appData, uint256 feeAmount, uint256 flags, uint256 executedAmount, bytes signature)[] trades, (address target, uint256 value, bytes callData)[][3] interactions)',
  'function setPreSignature(bytes orderUid, bool signed)',
  'function invalidateOrder(bytes orderUid)',
  'function filledAmount(bytes) view returns (uint256)',
  'function preSignature(bytes) view returns (uint256)',
  'function domainSeparator() view returns (bytes32)',
  'function authenticator() view returns (address)',
  'function vaultRelayer() view returns (address)',
  'function vault() view returns (address)',
  'event Trade(address indexed owner, address sellToken, address buyToken, uint256 sellAmount, uint256 buyAmount, uint256 feeAmount, bytes orderUid)',
  'event Settlement(address indexed solver)',
  'event PreSignature(address indexed owner, bytes orderUid, bool signed)',
  'event OrderInvalidated(address indexed owner, bytes orderUid)',
  'event Interaction(address indexed target, uint256 value, bytes4 selector)',
])

export const authenticatorAbi = parseAbi([
  'function initializeManager(address manager_)',
  'function manager() view returns (address)',
  'function isSolver(address prospectiveSolver) view returns (bool)',
  'function addSolver(address solver)',
  'function removeSolver(address solver)',
])

export const erc20Abi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address account) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
])

/** OpenZeppelin 4.9.6 ERC20PresetMinterPauser: the 18-decimal sandbox tokens. */
export const presetTokenAbi = parseAbi([
  'constructor(string name, string symbol)',
  'function mint(address to, uint256 amount)',
])

/** sandbox/chain/contracts/sandbox-token.sol: the preset with configurable decimals. */
export const sandboxTokenAbi = parseAbi([
  'constructor(string name, string symbol, uint8 decimals_)',
  'function mint(address to, uint256 amount)',
])
