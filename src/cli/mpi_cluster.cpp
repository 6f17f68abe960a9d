#include "cli/mpi_cluster.hpp"

#include <mpi.h>

#include <climits>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "runtime/cluster.hpp"

namespace cgcheck {

namespace {

bool g_started = false;

void ok(int rc, const char* what) {
  if (rc != MPI_SUCCESS) throw std::runtime_error(std::string("MPI call failed: ") + what);
}

int as_int(std::uint64_t n, const char* what) {
  if (n > static_cast<std::uint64_t>(INT_MAX)) throw std::runtime_error(std::string("MPI message too large: ") + what);
  return static_cast<int>(n);
}

class MpiCluster final : public Cluster {
 public:
  MpiCluster() {
    int r = 0, s = 1;
    ok(MPI_Comm_rank(MPI_COMM_WORLD, &r), "MPI_Comm_rank");
    ok(MPI_Comm_size(MPI_COMM_WORLD, &s), "MPI_Comm_size");
    rank_ = static_cast<unsigned>(r);
    size_ = static_cast<unsigned>(s);
  }
  unsigned rank() const override { return rank_; }
  unsigned size() const override { return size_; }

  std::vector<std::string> all_gather(const std::string& mine) const override {
    std::uint64_t n = mine.size();
    std::vector<std::uint64_t> sizes(size_);
    ok(MPI_Allgather(&n, 1, MPI_UINT64_T, sizes.data(), 1, MPI_UINT64_T, MPI_COMM_WORLD), "MPI_Allgather");
    std::vector<int> counts(size_), displs(size_);
    std::uint64_t total = 0;
    for (unsigned r = 0; r < size_; ++r) {
      counts[r] = as_int(sizes[r], "all_gather");
      displs[r] = as_int(total, "all_gather");
      total += sizes[r];
    }
    std::string all(total, '\0');
    ok(MPI_Allgatherv(mine.data(), counts[rank_], MPI_BYTE, all.data(), counts.data(), displs.data(), MPI_BYTE,
                      MPI_COMM_WORLD),
       "MPI_Allgatherv");
    std::vector<std::string> out(size_);
    for (unsigned r = 0; r < size_; ++r) out[r] = all.substr(static_cast<std::size_t>(displs[r]), sizes[r]);
    return out;
  }

  void all_gather_words(const std::uint64_t* mine, const std::vector<std::uint64_t>& counts,
                        std::uint64_t* all) const override {
    std::vector<int> c(size_), d(size_);
    std::uint64_t total = 0;
    for (unsigned r = 0; r < size_; ++r) {
      c[r] = as_int(counts.at(r), "all_gather_words");
      d[r] = as_int(total, "all_gather_words");
      total += counts[r];
    }
    // `mine` may already sit at its place in `all` (a rank fills its share in place).
    const void* send = mine == all + d[rank_] ? MPI_IN_PLACE : static_cast<const void*>(mine);
    ok(MPI_Allgatherv(send, c[rank_], MPI_UINT64_T, all, c.data(), d.data(), MPI_UINT64_T, MPI_COMM_WORLD),
       "MPI_Allgatherv");
  }

 private:
  unsigned rank_ = 0, size_ = 1;
};

}  // namespace

bool start_mpi(int* argc, char*** argv) {
  // Open MPI's mpirun sets OMPI_COMM_WORLD_SIZE, a PMIx launcher PMIX_RANK: without either the
  // process was not started by mpirun, and MPI is left alone (no singleton start-up).
  if (!std::getenv("OMPI_COMM_WORLD_SIZE") && !std::getenv("PMIX_RANK")) return false;
  int provided = 0;
  // Only the calling thread talks to MPI (the sharded runner exchanges after its workers joined).
  if (MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS) return false;
  g_started = true;
  set_cluster(std::make_unique<MpiCluster>());
  return true;
}

void stop_mpi(int code) {
  if (!g_started) return;
  if (code == 3) MPI_Abort(MPI_COMM_WORLD, code);
  MPI_Finalize();
}

}  // namespace cgcheck
