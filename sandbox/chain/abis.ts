/**
 * Typed ABI fragments of the sandbox contracts, for viem. Hand-copied (human-readable) from
 * the artifacts because JSON imports lose the literal types viem infers from;
 * abis.test.ts checks every fragment against the artifact it came from.
 */
import { parseAbi } from 'viem'

// The settlement's and eth-flow's ABIs are the protocol's, shared with the app.
export { ethFlowAbi, settlementAbi } from '@batchswap/contract/protocol/abis'

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

/**
 * sandbox/chain/contracts/sandbox-permit-token.sol: the preset with EIP-2612 permit
 * (OpenZeppelin's ERC20Permit) and configurable decimals: USDC, DAI and COW.
 */
export const permitTokenAbi = parseAbi([
  'constructor(string name, string symbol, uint8 decimals_)',
  'function mint(address to, uint256 amount)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function nonces(address owner) view returns (uint256)',
  'function DOMAIN_SEPARATOR() view returns (bytes32)',
])

/** sandbox/chain/contracts/sandbox-hook-recorder.sol: a hook target for tests. */
export const hookRecorderAbi = parseAbi([
  'function record(bytes32 tag)',
  'function boom() pure',
  'function calls() view returns (uint256)',
  'event Recorded(address indexed caller, bytes32 indexed tag, uint256 sequence)',
])

/** sandbox/chain/contracts/sandbox-weth.sol: WETH9's interface plus WETH10's depositTo. */
export const wethAbi = parseAbi([
  'function deposit() payable',
  'function depositTo(address to) payable',
  'function withdraw(uint256 wad)',
  'function totalSupply() view returns (uint256)',
  'event Deposit(address indexed dst, uint256 wad)',
  'event Withdrawal(address indexed src, uint256 wad)',
])

/**
 * sandbox/chain/contracts/sandbox-hook-funds.sol, run as deployless code: an owner's balance
 * and allowance after an order's pre-hooks.
 */
export const hookFundsAbi = parseAbi([
  'struct Hook { address target; bytes callData; uint256 gasLimit; }',
  'function fundsAfterHooks(Hook[] hooks, address token, address owner, address spender) returns (uint256 balance, uint256 allowance)',
])
