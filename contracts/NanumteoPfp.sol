// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @title 나눔터 profile-picture NFTs
/// @notice Each token carries its rarity on chain (rare, epic, legendary, alpha): the site reads it
/// for the avatar's rarity ring. Metadata and image are generated on chain (data URIs), so the
/// tokens show the same in any wallet or market without the site being reachable.
/// Enumerable so a member's tokens can be listed with plain reads (no event indexer).
contract NanumteoPfp is ERC721Enumerable, Ownable {
    using Strings for uint256;

    enum Rarity {
        Rare,
        Epic,
        Legendary,
        Alpha
    }

    uint256 private _nextTokenId = 1;
    mapping(uint256 tokenId => Rarity) private _rarities;

    event Minted(address indexed to, uint256 indexed tokenId, Rarity rarity);

    constructor(address initialOwner) ERC721("Nanumteo PFP", "NTPFP") Ownable(initialOwner) {}

    /// @notice Mints the next token id to `to` with the given rarity; only the collection owner.
    function mint(address to, Rarity rarity) external onlyOwner returns (uint256 tokenId) {
        tokenId = _nextTokenId++;
        _rarities[tokenId] = rarity;
        _safeMint(to, tokenId);
        emit Minted(to, tokenId, rarity);
    }

    /// @notice The token's rarity; reverts for a token that does not exist.
    function rarityOf(uint256 tokenId) external view returns (Rarity) {
        _requireOwned(tokenId);
        return _rarities[tokenId];
    }

    /// @notice All token ids held by `owner` (a member holds a handful; fine for a view call).
    function tokensOfOwner(address owner) external view returns (uint256[] memory tokenIds) {
        uint256 count = balanceOf(owner);
        tokenIds = new uint256[](count);
        for (uint256 i = 0; i < count; i++) {
            tokenIds[i] = tokenOfOwnerByIndex(owner, i);
        }
    }

    function rarityName(Rarity rarity) public pure returns (string memory) {
        if (rarity == Rarity.Rare) return "rare";
        if (rarity == Rarity.Epic) return "epic";
        if (rarity == Rarity.Legendary) return "legendary";
        return "alpha";
    }

    function _rarityColors(Rarity rarity) private pure returns (string memory ring, string memory fill) {
        if (rarity == Rarity.Rare) return ("#3b82f6", "#dbeafe");
        if (rarity == Rarity.Epic) return ("#8b5cf6", "#ede9fe");
        if (rarity == Rarity.Legendary) return ("#f59e0b", "#fef3c7");
        return ("#9ca3af", "#f3f4f6");
    }

    /// @notice A 512x512 SVG: a face-like badge in the rarity's colours with the token number.
    function imageSvg(uint256 tokenId) public view returns (string memory) {
        _requireOwned(tokenId);
        (string memory ring, string memory fill) = _rarityColors(_rarities[tokenId]);
        string memory label = rarityName(_rarities[tokenId]);
        return
            string.concat(
                '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
                '<rect width="512" height="512" fill="',
                fill,
                '"/><circle cx="256" cy="220" r="150" fill="#ffffff" stroke="',
                ring,
                '" stroke-width="24"/><circle cx="206" cy="200" r="16" fill="#111827"/>',
                '<circle cx="306" cy="200" r="16" fill="#111827"/>',
                '<path d="M196 262 Q256 312 316 262" fill="none" stroke="#111827" stroke-width="12" stroke-linecap="round"/>',
                '<text x="256" y="430" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="',
                ring,
                '">',
                label,
                " #",
                tokenId.toString(),
                "</text></svg>"
            );
    }

    /// @notice ERC-721 metadata as a JSON data URI: name, description, image (SVG data URI), attributes.
    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        string memory label = rarityName(_rarities[tokenId]);
        string memory image = string.concat("data:image/svg+xml;base64,", Base64.encode(bytes(imageSvg(tokenId))));
        string memory json = string.concat(
            '{"name":"Nanumteo PFP #',
            tokenId.toString(),
            '","description":"Nanumteo profile picture","image":"',
            image,
            '","attributes":[{"trait_type":"rarity","value":"',
            label,
            '"}]}'
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }
}
