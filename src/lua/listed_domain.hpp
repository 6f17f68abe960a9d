#pragma once
// A game's listing (its Explorer's positions up to a bound, in the documented order) as a domain of
// the claim engine's walk (claims/check_kinds.hpp): work items of kItem consecutive positions over
// the threads, each position keyed by its index in the listing (so the minimal failure is the same
// on any number of threads), then random positions. Claim files and hunt's conjectures walk their
// positions through this one domain; what differs is how a position is read (a claim file's Case,
// a hunt's text) and what selects it (a claim's where(), hunt's --where).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <fmt/core.h>
#include <rapidcheck.h>

#include "core/progress.hpp"

namespace cgcheck::lua {

// A listing produced while it is walked, for a bound whose listing would not fit in memory: one
// thread runs the game's enumeration, in its order, and hands the walk the work items it will walk
// (ListedDomain::will_walk), each as a vector of kItem positions. At most `window` items wait to be
// taken; an item is the walker's once taken. The workers take items in ascending order
// (parallel_for), so an item waited for is produced before the window can fill with later ones.
// The enumeration must list exactly `size` positions (the count it was planned with).
template <class Case>
class ListingStream {
 public:
  using Enumerate = std::function<void(const std::function<void(Case&&)>&)>;

  ListingStream(std::uint64_t size, std::uint64_t item, std::size_t window, Enumerate enumerate)
      : size_(size), item_(item), window_(std::max<std::size_t>(window, 1)), enumerate_(std::move(enumerate)) {}
  ListingStream(const ListingStream&) = delete;
  ListingStream& operator=(const ListingStream&) = delete;
  ~ListingStream() { stop(); }

  // Starts the producer for the items `todo` (ascending); the others are enumerated and dropped.
  void start(const std::vector<std::uint64_t>& todo) {
    stop();
    {
      std::lock_guard lock(mu_);
      wanted_.assign((size_ + item_ - 1) / item_, false);
      for (const std::uint64_t i : todo) wanted_.at(i) = true;
      ready_.clear();
      failed_ = nullptr;
      stopping_.store(false);
    }
    producer_ = std::thread([this] { produce(); });
  }

  // Item i's positions, waiting for the producer; rethrows its failure; polls for an interrupt.
  std::vector<Case> take(std::uint64_t i) {
    std::unique_lock lock(mu_);
    while (true) {
      if (auto it = ready_.find(i); it != ready_.end()) {
        std::vector<Case> out = std::move(it->second);
        ready_.erase(it);
        lock.unlock();
        cv_.notify_all();
        return out;
      }
      if (failed_) std::rethrow_exception(failed_);
      cv_.wait_for(lock, std::chrono::milliseconds(50));
      lock.unlock();
      poll_interrupt();
      lock.lock();
    }
  }

  // Stops the producer (the walk ended or failed) and joins it.
  void stop() {
    {
      std::lock_guard lock(mu_);
      stopping_.store(true);
    }
    cv_.notify_all();
    if (producer_.joinable()) producer_.join();
  }

 private:
  struct Stopped {};

  void produce() {
    try {
      std::uint64_t index = 0;
      std::vector<Case> chunk;
      enumerate_([&](Case&& k) {
        if (index >= size_)
          throw std::logic_error(fmt::format("the enumeration lists more positions than the {} it counted", size_));
        const std::uint64_t i = index / item_;
        if (wanted_[i]) {
          k.index = index;
          chunk.push_back(std::move(k));
        }
        ++index;
        if (index % item_ == 0 || index == size_) {
          // Checked at every item, published or not: items of other ranks (or resumed from a
          // checkpoint) are enumerated without a publish, and a stop must not wait for them.
          if (stopping_.load(std::memory_order_relaxed)) throw Stopped{};
          if (wanted_[i]) publish(i, std::move(chunk));
          chunk.clear();
        }
      });
      if (index != size_)
        throw std::logic_error(fmt::format("the enumeration listed {} positions, not the {} it counted", index, size_));
    } catch (const Stopped&) {
    } catch (...) {
      {
        std::lock_guard lock(mu_);
        failed_ = std::current_exception();
      }
      cv_.notify_all();
    }
  }

  void publish(std::uint64_t i, std::vector<Case>&& chunk) {
    std::unique_lock lock(mu_);
    cv_.wait(lock, [&] { return stopping_.load() || ready_.size() < window_; });
    if (stopping_.load()) throw Stopped{};
    ready_.emplace(i, std::move(chunk));
    lock.unlock();
    cv_.notify_all();
  }

  const std::uint64_t size_, item_;
  const std::size_t window_;
  Enumerate enumerate_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::vector<bool> wanted_;
  std::map<std::uint64_t, std::vector<Case>> ready_;
  std::exception_ptr failed_;
  std::atomic<bool> stopping_{false};
  std::thread producer_;
};

// Case: a position with its `index` in the listing (UINT64_MAX for a random one).
template <class Case>
struct ListedDomain {
  using Position = Case;
  using Item = std::pair<std::uint64_t, std::uint64_t>;
  static constexpr std::uint64_t kItem = 512;

  std::uint64_t size = 0;               // positions in the listing
  std::string range_text, random_text;  // the verified range and the random phase's, in words
  std::uint64_t cases = 0;              // random positions at the standard profile
  std::function<Case(std::uint64_t)> at;             // the listing's i-th position
  std::function<bool(const Case&)> selected;         // the walk visits only these
  std::function<bool(const Case&)> admitted;         // a random draw is checked only if this holds
  std::function<std::string(const Case&)> show;      // a position as the game writes it
  std::function<rc::Gen<Case>()> gen;                // random positions
  // Set for a streamed listing (at is then unused): the positions come from it as they are walked.
  std::shared_ptr<ListingStream<Case>> stream;

  std::string range(std::uint64_t) const { return range_text; }
  std::string print(const Case& k) const { return show(k); }
  // Positions are written as the game reads them: a counterexample's certificate starts there.
  std::string game_position(const Case& k) const { return show(k); }
  std::vector<Item> items(std::uint64_t) const {
    std::vector<Item> out;
    for (std::uint64_t i = 0; i < size; i += kItem) out.emplace_back(i, std::min(i + kItem, size));
    return out;
  }
  std::uint64_t item_positions(std::uint64_t, const Item& item) const { return item.second - item.first; }
  template <class V>
  void each_in(std::uint64_t, const Item& item, V&& visit) const {
    if (stream) {
      for (const Case& k : stream->take(item.first / kItem))
        if (selected(k)) visit(k);
      return;
    }
    for (std::uint64_t i = item.first; i < item.second; ++i) {
      const Case k = at(i);
      if (selected(k)) visit(k);
    }
  }
  // A streamed listing produces the items this rank walks (claims/check_kinds.hpp: planned_domain).
  void will_walk(const std::vector<std::uint64_t>& todo) const {
    if (stream) stream->start(todo);
  }
  std::uint64_t key(const Case& k) const { return k.index; }
  rc::Gen<Case> random() const { return gen(); }
  std::string random_range() const { return random_text; }
  std::uint64_t random_cases() const { return cases; }
  bool admits(const Case& k) const { return admitted(k); }
};

}  // namespace cgcheck::lua
