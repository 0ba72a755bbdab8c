// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// What an attacker deploys to flood a payment watcher (issue 35, decision 033): a contract that
/// emits the ERC20 Transfer event without holding any balance, `count` times in one transaction,
/// for the price of the logs alone. For the tests' local chain only.
contract FloodToken {
    event Transfer(address indexed from, address indexed to, uint256 value);

    function flood(address to, uint256 count) external {
        for (uint256 i = 0; i < count; i++) {
            emit Transfer(msg.sender, to, 1);
        }
    }
}
