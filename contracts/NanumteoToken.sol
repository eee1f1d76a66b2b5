// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title 나눔터 token
/// @notice The ERC-20 (18 decimals) that season rewards are paid in. The owner mints to the
/// payout wallet; payouts are ordinary transfers from it.
contract NanumteoToken is ERC20, Ownable {
    constructor(address initialOwner) ERC20("Nanumteo Token", "NTT") Ownable(initialOwner) {}

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
