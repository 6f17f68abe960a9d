// Claim files: any bytes as a claim file must load and run to verdicts, a claim in `error`, or an
// InputError (a syntax error, an unknown field, a formula of the wrong type), never a crash, a hang
// or a Lua PANIC. Formulas that mutate their own file's table, yield, error, keep references to
// what they are given and return every Lua type are among the seeds (fuzz/corpus/claim_file_fuzz/).
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/error.hpp"
#include "claims/registry.hpp"
#include "lua/claim_file.hpp"
#include "run/run.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // Claim files are read from a path: each input is written to one file of this process.
  static const std::string path =
      (std::filesystem::temp_directory_path() / ("cgcheck-claim-fuzz-" + std::to_string(::getpid()) + ".lua")).string();
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  try {
    cgcheck::Registry r = cgcheck::registry();
    cgcheck::lua::load_claim_files(r, {path});
    cgcheck::RunOptions ctx;
    ctx.profile = cgcheck::Profile::ci;
    ctx.bound = 3;  // small: the harness looks for crashes, not verdicts
    ctx.random_cases = 3;
    ctx.threads = 2;
    ctx.max_memory = std::uint64_t{256} << 20;
    for (const auto& c : r.claims()) {
      if (cgcheck::registry().claim(c.id)) continue;  // a built-in claim
      try {
        (void)cgcheck::run_claim(c, ctx);
      } catch (const cgcheck::InputError&) {
      }
    }
  } catch (const cgcheck::InputError&) {
  }
  return 0;
}
