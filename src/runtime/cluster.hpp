#pragma once
// The processes a run is spread over. A run is one process unless the command was started by
// mpirun in a build with MPI (CMake option CGCHECK_MPI), where the command installs an MPI cluster
// at start. Generic code (the sharded exhaustive runner, a layered table) asks cluster() for its
// rank and exchanges bytes through it; it never names MPI, so the same code runs either way and
// the single-process cluster costs nothing.
//
// Every rank runs the same claims in the same order, so every collective below is called by every
// rank with the same sequence; whatever a rank computes alone is deterministic.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace cgcheck {

class Cluster {
 public:
  virtual ~Cluster() = default;
  virtual unsigned rank() const = 0;
  virtual unsigned size() const = 0;
  bool is_root() const { return rank() == 0; }
  // Every rank's bytes, in rank order, on every rank.
  virtual std::vector<std::string> all_gather(const std::string& mine) const = 0;
  // Every rank's words, concatenated in rank order, into `all` on every rank; counts[r] is the
  // number of words rank r contributes (the same vector on every rank) and `mine` holds
  // counts[rank()] words.
  virtual void all_gather_words(const std::uint64_t* mine, const std::vector<std::uint64_t>& counts,
                                std::uint64_t* all) const = 0;
};

// One process: rank 0 of 1.
class SingleProcess final : public Cluster {
 public:
  unsigned rank() const override { return 0; }
  unsigned size() const override { return 1; }
  std::vector<std::string> all_gather(const std::string& mine) const override { return {mine}; }
  void all_gather_words(const std::uint64_t* mine, const std::vector<std::uint64_t>& counts,
                        std::uint64_t* all) const override;
};

// The run's cluster: a SingleProcess unless set_cluster installed another.
const Cluster& cluster();
// Installs `c` for the rest of the process (the command does, once, before any run).
void set_cluster(std::unique_ptr<Cluster> c);

// The share of items 0..n-1 that rank r of k takes: r, r + k, r + 2k, ... (dealt round-robin, so
// the uneven items of a size order, small ones first, spread evenly over the ranks).
inline bool rank_owns(std::uint64_t item, unsigned rank, unsigned ranks) { return item % ranks == rank; }

}  // namespace cgcheck
