#include "codegen/code_hash.h"

#include <array>
#include <memory>
#include <stdexcept>

#include <openssl/evp.h>

namespace fusescope::codegen {
namespace {

using Digest = std::array<unsigned char, 32>;

Digest sha256(std::string_view a, std::string_view b = {}) {
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
  Digest out{};
  unsigned int len = 0;
  if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1 ||
      EVP_DigestUpdate(ctx.get(), a.data(), a.size()) != 1 ||
      (!b.empty() && EVP_DigestUpdate(ctx.get(), b.data(), b.size()) != 1) ||
      EVP_DigestFinal_ex(ctx.get(), out.data(), &len) != 1 || len != out.size())
    throw std::runtime_error("SHA-256 via OpenSSL failed");
  return out;
}

// base64.b32encode (RFC 4648 alphabet), lower-cased as code_hash does.
std::string base32Lower(const Digest& d) {
  static constexpr char kAlphabet[] = "abcdefghijklmnopqrstuvwxyz234567";
  std::string out;
  unsigned buffer = 0;
  int bits = 0;
  for (unsigned char c : d) {
    buffer = (buffer << 8) | c;
    bits += 8;
    while (bits >= 5) {
      out += kAlphabet[(buffer >> (bits - 5)) & 31u];
      bits -= 5;
    }
  }
  if (bits > 0) out += kAlphabet[(buffer << (5 - bits)) & 31u];
  return out;  // padding never reaches the first 51 characters
}

}  // namespace

std::string sha256Hex(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned char c : sha256(text)) {
    out += kHex[c >> 4];
    out += kHex[c & 15u];
  }
  return out;
}

std::string codeHash(std::string_view code, std::string_view extra) {
  const Digest d = extra.empty() ? sha256(code) : sha256(code, std::string("||") + std::string(extra));
  return "c" + base32Lower(d).substr(0, 51);
}

std::string kernelPath(std::string_view code, std::string_view cacheDir, std::string_view ext) {
  const std::string hash = codeHash(code);
  return std::string(cacheDir) + "/" + hash.substr(1, 2) + "/" + hash + "." + std::string(ext);
}

}  // namespace fusescope::codegen
