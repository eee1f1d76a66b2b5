// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @title 나눔터 upload pass
/// @notice Holding any token of this collection raises the holder's daily upload count on the site.
/// A collection of its own (not a token type of the PFP collection) so the site only needs
/// `balanceOf`: an operator may configure any ERC-721 as the upload NFT instead.
contract NanumteoUploadPass is ERC721, Ownable {
    using Strings for uint256;

    uint256 private _nextTokenId = 1;

    constructor(address initialOwner) ERC721("Nanumteo Upload Pass", "NTPASS") Ownable(initialOwner) {}

    function mint(address to) external onlyOwner returns (uint256 tokenId) {
        tokenId = _nextTokenId++;
        _safeMint(to, tokenId);
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        string memory svg = string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
            '<rect width="512" height="512" rx="48" fill="#0f766e"/>',
            '<path d="M256 120 L356 240 H296 V360 H216 V240 H156 Z" fill="#ffffff"/>',
            '<text x="256" y="440" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#ffffff">UPLOAD PASS #',
            tokenId.toString(),
            "</text></svg>"
        );
        string memory json = string.concat(
            '{"name":"Nanumteo Upload Pass #',
            tokenId.toString(),
            '","description":"Raises the daily upload count on Nanumteo","image":"data:image/svg+xml;base64,',
            Base64.encode(bytes(svg)),
            '","attributes":[{"trait_type":"type","value":"upload-pass"}]}'
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }
}
