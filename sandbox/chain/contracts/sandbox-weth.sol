// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// The sandbox's wrapped ether: WETH9's interface (deposit, withdraw, Deposit, Withdrawal,
/// plain ETH sends wrap) with every ether unit backed 1:1, so unwrapping always pays out.
/// Two additions over WETH9, both as in WETH10: `depositTo` wraps for another account (the
/// deployment funds traders with it), and deposits and withdrawals also emit Transfer from
/// and to the zero address, so holder balances can be folded from Transfer events alone.
contract SandboxWETH {
    string public constant name = "Wrapped Ether";
    string public constant symbol = "WETH";
    uint8 public constant decimals = 18;

    mapping(address => uint256) private balances;
    mapping(address => mapping(address => uint256)) private allowances;

    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Transfer(address indexed from, address indexed to, uint256 value);
    event Deposit(address indexed dst, uint256 wad);
    event Withdrawal(address indexed src, uint256 wad);

    receive() external payable {
        _mint(msg.sender, msg.value);
    }

    function deposit() external payable {
        _mint(msg.sender, msg.value);
    }

    function depositTo(address to) external payable {
        _mint(to, msg.value);
    }

    function withdraw(uint256 wad) external {
        uint256 held = balances[msg.sender];
        require(held >= wad, "WETH: insufficient balance");
        unchecked {
            balances[msg.sender] = held - wad;
        }
        emit Withdrawal(msg.sender, wad);
        emit Transfer(msg.sender, address(0), wad);
        (bool paid, ) = payable(msg.sender).call{value: wad}("");
        require(paid, "WETH: ether transfer failed");
    }

    function balanceOf(address account) external view returns (uint256) {
        return balances[account];
    }

    function allowance(address owner, address spender) external view returns (uint256) {
        return allowances[owner][spender];
    }

    /// Every unit is backed: the supply is the ether this contract holds.
    function totalSupply() external view returns (uint256) {
        return address(this).balance;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowances[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        return transferFrom(msg.sender, to, amount);
    }

    function transferFrom(address from, address to, uint256 amount) public returns (bool) {
        uint256 held = balances[from];
        require(held >= amount, "WETH: insufficient balance");
        if (from != msg.sender) {
            uint256 allowed = allowances[from][msg.sender];
            // An unlimited approval is never spent down (as WETH9).
            if (allowed != type(uint256).max) {
                require(allowed >= amount, "WETH: insufficient allowance");
                unchecked {
                    allowances[from][msg.sender] = allowed - amount;
                }
            }
        }
        unchecked {
            balances[from] = held - amount;
        }
        balances[to] += amount;
        emit Transfer(from, to, amount);
        return true;
    }

    function _mint(address to, uint256 value) private {
        balances[to] += value;
        emit Deposit(to, value);
        emit Transfer(address(0), to, value);
    }
}
