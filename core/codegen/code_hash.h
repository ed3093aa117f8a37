// Hashes Inductor uses to name kernels and their cache files (codecache.code_hash / get_path), computed
// with OpenSSL's libcrypto so FuseScope's names match what Inductor would print for the same source.
#pragma once

#include <string>
#include <string_view>

namespace fusescope::codegen {

// hashlib.sha256(text.encode("utf-8")).hexdigest()
std::string sha256Hex(std::string_view text);

// codecache.code_hash(code): "c" + lower-case base32 of the SHA-256 digest, first 51 characters.
std::string codeHash(std::string_view code, std::string_view extra = {});

// codecache.get_path(code_hash(code), ext)[2]: "{cacheDir}/{hash[1:3]}/{hash}.{ext}".
std::string kernelPath(std::string_view code, std::string_view cacheDir, std::string_view ext = "py");

}  // namespace fusescope::codegen
