#include "claims/checkpoint.hpp"

#include "core/hash.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <system_error>
#include <tuple>

#include <fmt/core.h>
#include <unistd.h>

#include "core/error.hpp"
#include "runtime/serialise.hpp"

namespace cgcheck {

namespace {

constexpr std::string_view kMagic = "cgcheck-checkpoint\n";


auto fields(const CheckpointId& id) {
  return std::tuple{id.claim, id.bound, id.profile, id.seed, id.walk, id.range, id.items, id.ranks, id.rank};
}

// The first field in which a file's id differs from the run's, in words.
std::string difference(const CheckpointId& file, const CheckpointId& run) {
  if (file.claim != run.claim) return fmt::format("it is for claim {}, not {}", file.claim, run.claim);
  if (file.bound != run.bound) return fmt::format("it is for bound {}, not {}", file.bound, run.bound);
  if (file.profile != run.profile) return fmt::format("it is for profile {}, not {}", file.profile, run.profile);
  if (file.seed != run.seed) return fmt::format("it is for seed {}, not {}", file.seed, run.seed);
  if (file.ranks != run.ranks) return fmt::format("it was written by {} ranks, this run has {}", file.ranks, run.ranks);
  if (file.rank != run.rank) return fmt::format("it is rank {}'s, not rank {}'s", file.rank, run.rank);
  if (file.walk != run.walk) return fmt::format("it is walk {}, not walk {}", file.walk, run.walk);
  if (file.items != run.items) return fmt::format("it has {} work items, this run {}", file.items, run.items);
  if (file.range != run.range) return fmt::format("its range is '{}', this run's '{}'", file.range, run.range);
  return {};
}

}  // namespace

std::string script_walk(const std::string& claim, std::string_view script) {
  return fmt::format("{}@{:016x}", claim, fnv1a(script));
}

std::string claim_of_walk(const std::string& walk) { return walk.substr(0, walk.find('@')); }

std::string script_errors_path(const std::string& dir, const std::string& walk, int rank) {
  return fmt::format("{}/{}.rank{}.errors", dir, checkpoint_name(walk), rank);
}

std::string checkpoint_name(const std::string& claim) {
  std::string out;
  for (const char c : claim) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-') out += c;
    else if (c == '/') out += '+';
    else out += '_';
  }
  return out;
}

CheckpointFile::CheckpointFile(std::string dir, CheckpointId id) : dir_(std::move(dir)), id_(std::move(id)) {
  path_ = fmt::format("{}/{}.walk{}.rank{}.ckpt", dir_, checkpoint_name(id_.claim), id_.walk, id_.rank);
}

std::optional<CheckpointState> CheckpointFile::load() const {
  std::error_code ec;
  if (!std::filesystem::exists(std::filesystem::symlink_status(path_, ec))) return std::nullopt;
  std::ifstream in(path_, std::ios::binary);
  if (!in) throw InputError(fmt::format("checkpoint {} cannot be read", path_));
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw InputError(fmt::format("checkpoint {} cannot be read", path_));
  const auto corrupt = [&](std::string_view why) {
    return InputError(fmt::format("checkpoint {} is corrupt ({}); remove it to start this walk over", path_, why));
  };
  if (bytes.size() < kMagic.size() + 8 || std::string_view(bytes).substr(0, kMagic.size()) != kMagic)
    throw corrupt("not a cgcheck checkpoint");
  const std::string_view body = std::string_view(bytes).substr(0, bytes.size() - 8);
  if (Reader(std::string_view(bytes).substr(bytes.size() - 8)).raw_u64() != fnv1a(body)) throw corrupt("bad checksum");
  try {
    Reader r(body.substr(kMagic.size()));
    const auto version = r.get<std::uint64_t>();
    if (version != kCheckpointVersion)
      throw InputError(fmt::format("checkpoint {} has format version {}, this cgcheck reads version {}; remove it",
                                   path_, version, kCheckpointVersion));
    CheckpointId file;
    std::tie(file.claim, file.bound, file.profile, file.seed, file.walk, file.range, file.items, file.ranks, file.rank) =
        r.get<decltype(fields(file))>();
    if (const std::string d = difference(file, id_); !d.empty())
      throw InputError(fmt::format("checkpoint {} does not belong to this run: {} (remove it, or use another --checkpoint folder)", path_, d));
    CheckpointState s;
    s.done = r.get<std::vector<std::uint64_t>>();
    s.payload = r.get<std::string>();
    r.finish();
    if (s.done.size() != (id_.items + 63) / 64) throw corrupt("wrong number of work items");
    return s;
  } catch (const SerialError& e) {
    throw corrupt(e.what());
  }
}

void CheckpointFile::save(const CheckpointState& s) const {
  Writer w;
  w.put(kCheckpointVersion);
  w.put(fields(id_));
  w.put(s.done);
  w.put(s.payload);
  std::string bytes(kMagic);
  bytes += w.bytes();
  Writer sum;
  sum.raw_u64(fnv1a(bytes));
  bytes += sum.bytes();
  // A temporary file beside the target, then rename: a kill leaves the old file or the new one.
  const std::string tmp = fmt::format("{}.tmp{}", path_, ::getpid());
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.flush();
    if (!out) {
      std::remove(tmp.c_str());
      throw InputError(fmt::format("cannot write checkpoint {}", tmp));
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path_, ec);
  if (ec) {
    std::remove(tmp.c_str());
    throw InputError(fmt::format("cannot write checkpoint {}: {}", path_, ec.message()));
  }
}

}  // namespace cgcheck
