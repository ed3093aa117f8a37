#include "util/gzip.h"

#include <algorithm>
#include <climits>
#include <cstdint>

#include <fmt/format.h>
#include <zlib.h>

#include "util/import_error.h"

namespace fusescope {

bool isGzip(std::string_view bytes) {
  return bytes.size() >= 2 && static_cast<unsigned char>(bytes[0]) == 0x1f && static_cast<unsigned char>(bytes[1]) == 0x8b;
}

std::string gunzip(std::string_view compressed, const std::string& file, std::uintmax_t maxBytes) {
  std::string out;
  z_stream z{};
  if (inflateInit2(&z, 15 + 32) != Z_OK) throw ImportError(file, 0, "cannot start gzip decompression");
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data()));
  z.avail_in = static_cast<uInt>(std::min<size_t>(compressed.size(), UINT32_MAX));
  size_t consumedBefore = 0;
  char chunk[1 << 16];
  for (;;) {
    z.next_out = reinterpret_cast<Bytef*>(chunk);
    z.avail_out = sizeof chunk;
    const int rc = inflate(&z, Z_NO_FLUSH);
    out.append(chunk, sizeof chunk - z.avail_out);
    if (out.size() > maxBytes) {
      inflateEnd(&z);
      throw ImportError(file, 0, fmt::format("decompressed text is larger than the {} MiB limit (--max-input-mb)",
                                             maxBytes / (1024 * 1024)));
    }
    if (rc == Z_STREAM_END) {
      // Concatenated gzip members (a trace appended in pieces) continue after the first.
      const size_t consumed = consumedBefore + (z.next_in - reinterpret_cast<const Bytef*>(compressed.data() + consumedBefore));
      if (consumed >= compressed.size() || !isGzip(compressed.substr(consumed))) break;
      inflateReset(&z);
      consumedBefore = consumed;
      z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data() + consumed));
      z.avail_in = static_cast<uInt>(std::min<size_t>(compressed.size() - consumed, UINT32_MAX));
      continue;
    }
    if (rc == Z_BUF_ERROR && z.avail_in == 0) {
      inflateEnd(&z);
      throw ImportError(file, 0, fmt::format("truncated gzip stream: it ends after {} bytes of text", out.size()));
    }
    if (rc != Z_OK) {
      const std::string why = z.msg ? z.msg : "corrupt data";
      inflateEnd(&z);
      throw ImportError(file, 0, fmt::format("corrupt gzip stream ({}) after {} bytes of text", why, out.size()));
    }
  }
  inflateEnd(&z);
  return out;
}

std::string gzip(std::string_view text) {
  z_stream z{};
  if (deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) throw std::runtime_error("cannot start gzip compression");
  std::string out(deflateBound(&z, static_cast<uLong>(text.size())) + 32, '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
  z.avail_in = static_cast<uInt>(text.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  return out;
}

}  // namespace fusescope
