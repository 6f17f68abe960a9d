// Output paths: nothing is written outside the outputs a command names, and nothing a user has is
// lost. Every verb checks its output paths before any work (given, writable, distinct from each
// other and from every input); a paper id from a claim file must name a page of the report; a
// report folder is whole or absent and holds only what cgcheck wrote, unless --force; a sequence
// checkpoint never loses values and is saved on Ctrl-C; text from claim files cannot forge rows of
// the claims listing or of the report's tables.
#include <gtest/gtest.h>

#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <chrono>
#include <filesystem>
#include <algorithm>
#include <fstream>
#include <sstream>
#include <cctype>
#include <string>
#include <thread>
#include <vector>

#include "cli_run.hpp"
#include "core/error.hpp"
#include "runtime/output.hpp"
#include "claims/registry.hpp"
#include "report/render.hpp"

namespace {

namespace fs = std::filesystem;
using cgcheck_test::Folder;
using cgcheck_test::one_line;
using cgcheck_test::run;
using cgcheck_test::slurp;


// A claim file about Nim with one quick claim; `paper` is the Lua of its paper table.
std::string claim_file(const std::string& paper, const std::string& cite = "Theorem") {
  return "return { " + paper + " game = \"nim\", claims = { { id = \"p-iff-nimsum-0\", cite = " + cite +
         ", statement = \"s\", check = \"p_iff\", formula = function(p) return p.nimsum == 0 end, bound = 4, "
         "random = 0 } } }";
}

// ---- 1. A paper id names a page of the report: nothing outside --out, no name the report uses.

TEST(ReportNames, OnlyPlainLowerCaseNamesThatTheReportDoesNotUse) {
  for (const char* ok : {"nim-pass", "bouton-nim", "a", "x_1.2"}) EXPECT_NO_THROW(cgcheck::check_report_name(ok)) << ok;
  for (const char* bad : {"", "../README", "README", "readme", "results", "img", ".hidden", "a/b", "a\\b", "A", "a b",
                          "a\nb", ".."})
    EXPECT_THROW(cgcheck::check_report_name(bad), cgcheck::InputError) << bad;
  // Every built-in paper passes (Registry::add checks each).
  EXPECT_FALSE(cgcheck::registry().papers().empty());
}

TEST(ReportNames, APaperIdThatEscapesTheFolderIsRefusedBeforeAnythingIsWritten) {
  const Folder f("names");
  f.write("project/README.md", "mine\n");
  const std::string claims = f.write("c.lua", claim_file("paper = { id = \"../README\" },"));
  auto r = run("report --claims " + claims + " --out " + f / "project/reports" + " --profile ci", 30);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("../README"), std::string::npos) << r.err;
  EXPECT_EQ(slurp(f / "project/README.md"), "mine\n");
  EXPECT_FALSE(fs::exists(f / "project/reports"));
  r = run("check --claims " + claims + " --profile ci", 30);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
}

TEST(ReportNames, APaperIdTheReportUsesIsRefusedAtOnce) {
  const Folder f("names2");
  for (const char* id : {"README", "results", "img"}) {
    const std::string claims = f.write("c.lua", claim_file(std::string("paper = { id = \"") + id + "\" },"));
    const auto start = std::chrono::steady_clock::now();
    const auto r = run("report --claims " + claims + " --out " + f / "out" + " --profile ci", 30);
    EXPECT_EQ(r.code, 2) << id << r.out << r.err;
    EXPECT_TRUE(one_line(r.err)) << r.err;
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 10.0) << id;
    EXPECT_FALSE(fs::exists(f / "out")) << id;
  }
}

// ---- 2 and 5. Output files are checked before the run: given, writable, distinct.

TEST(OutputPaths, AnOutputThatIsAnInputIsRefusedAndTheInputKept) {
  const Folder f("inputs");
  const std::string text = claim_file("paper = { id = \"mine\" },");
  const std::string claims = f.write("c.lua", text);
  for (const char* flag : {"--json", "--junit"}) {
    const auto r = run("check --claims " + claims + " --profile ci " + flag + " " + claims, 30);
    EXPECT_EQ(r.code, 2) << flag << r.out << r.err;
    EXPECT_TRUE(one_line(r.err)) << r.err;
    EXPECT_NE(r.err.find("input"), std::string::npos) << r.err;
    EXPECT_EQ(slurp(claims), text) << flag;
  }
  // A folder of claim files stands for its files.
  const auto r = run("check --claims " + f.dir.string() + " --profile ci --json " + claims, 30);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_EQ(slurp(claims), text);
}

// A partizan game file for the tests below: a heap of n from which Left takes 1 or 2 and Right 1.
constexpr const char* kPartizanHeap =
    "return { id = \"heap-lr\", title = \"t\", kind = \"partizan\", arity = 1,\n"
    "  left = function(p) local o = {} for d = 1, 2 do if p[1] >= d then o[#o + 1] = {p[1] - d} end end return o end,\n"
    "  right = function(p) if p[1] >= 1 then return {{p[1] - 1}} end return {} end,\n"
    "  valid = function(p) return #p == 1 and p[1] >= 0 end }\n";

TEST(OutputPaths, AGameFileAClaimFileNamesIsAnInputToo) {
  // Only the files named on the command line were compared with the outputs: --json g.lua, where
  // the claim file c.lua names g.lua, replaced the game file with the JSON (exit 0).
  const Folder f("named-inputs");
  const std::string game = f.write("g.lua",
                                   "return { id = \"sub12\", title = \"t\", kind = \"impartial\", arity = 1,\n"
                                   "  options = function(p) local o = {} for d = 1, 2 do if p[1] >= d then o[#o + 1] = {p[1] - d} end end return o end,\n"
                                   "  valid = function(p) return #p == 1 and p[1] >= 0 end }\n");
  const std::string game_text = slurp(game);
  const std::string claims = f.write("c.lua",
                                     "return { paper = { id = \"mine\" }, game = \"g.lua\", claims = { { id = \"p\", cite = \"T\",\n"
                                     "  statement = \"s\", check = \"p_iff\", formula = function(p) return p[1] % 3 == 0 end,\n"
                                     "  bound = 10, random = 0 } } }\n");
  for (const char* flag : {"--json", "--junit"}) {
    for (const std::string& target : {game, f / "sub/../g.lua"}) {
      const auto r = run("check --claims " + claims + " --profile ci " + flag + " " + target, 30);
      EXPECT_EQ(r.code, 2) << flag << " " << target << "\n" << r.out << r.err;
      EXPECT_TRUE(one_line(r.err)) << r.err;
      EXPECT_NE(r.err.find("g.lua"), std::string::npos) << r.err;
      EXPECT_EQ(r.out, "") << "the run went ahead";
      EXPECT_EQ(slurp(game), game_text) << flag;
    }
  }
  // Through a link to the game file.
  fs::create_symlink(game, f / "link.json");
  auto r = run("check --claims " + claims + " --profile ci --json " + f / "link.json", 30);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_EQ(slurp(game), game_text);
  // The library refuses it too, whatever verb asks: a noted input is never replaced.
  cgcheck::note_input(f / "noted.txt");
  f.write("noted.txt", "kept");
  EXPECT_THROW(cgcheck::write_file_atomically(f / "noted.txt", "lost"), cgcheck::InputError);
  EXPECT_EQ(slurp(f / "noted.txt"), "kept");
  // A file beside them is written as before.
  r = run("check --claims " + claims + " --profile ci --json " + f / "out.json", 30);
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_TRUE(fs::exists(f / "out.json"));
}

TEST(OutputPaths, TheGameFileOfSolveIsAnInput) {
  // solve g.lua 5 --thermograph g.lua replaced the game file with the SVG (exit 0).
  const Folder f("solve-input");
  const std::string game = f.write("g.lua", kPartizanHeap);
  const auto r = run("solve " + game + " 5 --thermograph " + game, 30);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_EQ(slurp(game), kPartizanHeap);
  const auto ok = run("solve " + game + " 5 --thermograph " + f / "t.svg", 30);
  EXPECT_EQ(ok.code, 0) << ok.err;
  EXPECT_NE(slurp(f / "t.svg").find("<svg"), std::string::npos);
}

TEST(OutputPaths, NoOutputLandsInTheFoldersTheRunReads) {
  // The data folder (tables read by the registry) and the conjectures folder: an output there would
  // replace a table, or be read as a saved conjecture on the next run.
  const Folder f("read-folders");
  const std::string share = f / "share";
  fs::create_directories(share);
  fs::copy(CGCHECK_SOURCE_DIR "/data", share + "/data", fs::copy_options::recursive);
  fs::copy(CGCHECK_SOURCE_DIR "/conjectures", share + "/conjectures", fs::copy_options::recursive);
  const std::string table = share + "/data/octal-games.csv", table_text = slurp(table);
  const std::string env = "env CGCHECK_DATA_DIR=" + share + " " CGCHECK_BINARY;
  auto sh = [&](const std::string& args) {
    cgcheck_test::CommandResult r;
    const std::string out = f / "o.txt", err = f / "e.txt";
    const int status = std::system((env + " " + args + " </dev/null >" + out + " 2>" + err).c_str());
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    return r;
  };
  for (const std::string& target : {table, share + "/data/new.json"}) {
    const auto r = sh("check --claim take-and-break:0.77/table-octal-games --profile ci --json " + target);
    EXPECT_EQ(r.code, 2) << target << "\n" << r.out << r.err;
    EXPECT_TRUE(one_line(r.err)) << r.err;
    EXPECT_EQ(r.out, "");
  }
  EXPECT_EQ(slurp(table), table_text);
  EXPECT_FALSE(fs::exists(share + "/data/new.json"));
  fs::create_directories(f / "mine");
  auto r = sh("check --claim take-and-break:0.77/table-octal-games --profile ci --conjectures " + f / "mine" + " --json " + f / "mine/x.json");
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_FALSE(fs::exists(f / "mine/x.json"));
  // hunt --save writes into the conjectures folder by design.
  r = sh("hunt nim --predict-p 'return nimsum == 0' --bound 4 --random 0 --conjectures " + f / "mine" + " --save b");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_TRUE(fs::exists(f / "mine/b.json"));
}

TEST(DataTables, ADamagedTableIsRefusedNotShortened) {
  // An empty or garbled octal-games.csv silently dropped its rows' claims: check --paper
  // octal-games reported 4 claims and exited 0.
  const Folder f("damaged-data");
  const std::string share = f / "share";
  fs::create_directories(share);
  fs::copy(CGCHECK_SOURCE_DIR "/data", share + "/data", fs::copy_options::recursive);
  fs::create_directories(share + "/conjectures");
  const std::string table = share + "/data/octal-games.csv", text = slurp(table);
  const auto lines = [&] {
    std::vector<std::string> v;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) v.push_back(l);
    return v;
  }();
  std::string cut, garbled, no_count;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i < lines.size() / 2) cut += lines[i] + "\n";
    if (!lines[i].starts_with("# rows:")) no_count += lines[i] + "\n";
    garbled += (i == lines.size() - 5 ? std::string("0.77,Kayles,12") : lines[i]) + "\n";
  }
  for (const std::string& damaged : {std::string(), std::string("\x01\x02garbage\n"), cut, garbled, no_count}) {
    std::ofstream(table, std::ios::binary | std::ios::trunc) << damaged;
    const std::string cmd = "env CGCHECK_DATA_DIR=" + share + " " CGCHECK_BINARY " check --paper octal-games --profile ci --quiet >" +
                            (f / "o.txt") + " 2>" + (f / "e.txt");
    const int status = std::system(cmd.c_str());
    EXPECT_EQ(WIFEXITED(status) ? WEXITSTATUS(status) : -1, 2) << damaged.size() << " bytes: " << slurp(f / "o.txt");
    const std::string err = slurp(f / "e.txt");
    EXPECT_TRUE(one_line(err)) << err;
    EXPECT_NE(err.find("octal-games.csv"), std::string::npos) << err;
  }
}

TEST(OutputPaths, TwoOutputsNamingOneFileAreRefused) {
  const Folder f("twice");
  const std::string claims = f.write("c.lua", claim_file("paper = { id = \"mine\" },"));
  auto r = run("check --claims " + claims + " --profile ci --json " + f / "o.json" + " --junit " + f / "o.json", 30);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("same file"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(f / "o.json"));
  // The same file by another spelling, or through a link.
  fs::create_symlink(f / "o.json", f / "link.json");
  r = run("check --claims " + claims + " --profile ci --json " + f / "o.json" + " --junit " + f / "sub/../link.json", 30);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_FALSE(fs::exists(f / "o.json"));
  // The library refuses such a set too, and writes nothing.
  EXPECT_THROW(cgcheck::write_files_atomically({{f / "a.txt", "1"}, {f / "./a.txt", "2"}}), cgcheck::InputError);
  EXPECT_FALSE(fs::exists(f / "a.txt"));
}

TEST(OutputPaths, EmptyAndFolderPathsAreRefusedBeforeTheRun) {
  const Folder f("empty");
  const std::string claims = f.write("c.lua", claim_file("paper = { id = \"mine\" },"));
  for (const std::string& args :
       {"check --claims " + claims + " --profile ci --json ''", "check --claims " + claims + " --profile ci --junit ''",
        "check --claims " + claims + " --profile ci --json " + f / "newdir/",
        "check --claims " + claims + " --profile ci --json " + f.dir.string(),
        std::string("hunt nim --property 'return true' --bound 2 --random 0 --save ''"),
        std::string("hunt nim --property 'return true' --bound 2 --random 0 --json ''"),
        std::string("periodicity subtraction:1,2 --to 10 --json ''"),
        std::string("sequence subtraction:1,2 --to 10 --output ''"),
        std::string("sequence subtraction:1,2 --to 10 --checkpoint ''"),
        "check --claims " + claims + " --profile ci --checkpoint ''"}) {
    const auto r = run(args, 30);
    EXPECT_EQ(r.code, 2) << args << "\n" << r.out << r.err;
    EXPECT_TRUE(one_line(r.err)) << args << "\n" << r.err;
    EXPECT_EQ(r.out, "") << args << ": the run went ahead";
  }
  EXPECT_FALSE(fs::exists(f / "newdir"));
}

TEST(OutputPaths, AFolderThatCannotBeMadeIsRefusedBeforeTheRun) {
  const auto start = std::chrono::steady_clock::now();
  auto r = run("report --out /proc/cgcheck-nowhere/reports --profile ci", 30);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 10.0);
  r = run("check --claim inset/lemma-2.7-1 --profile ci --json /proc/cgcheck-nowhere/o.json", 30);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_EQ(r.out, "") << "the claim ran before the path was refused";
}

TEST(OutputPaths, StandardOutputThroughAPipeIsWritten) {
  const Folder f("stdout");
  const std::string claims = f.write("c.lua", claim_file("paper = { id = \"mine\" },"));
  const auto r = run("check --claims " + claims + " --profile ci --quiet --json /dev/stdout", 60, "| cat >" + f / "piped");
  EXPECT_EQ(r.err, "");
  const std::string piped = slurp(f / "piped");
  EXPECT_NE(piped.find("\"claims\""), std::string::npos) << piped;
  EXPECT_NE(piped.find("1 claims, 1 as expected"), std::string::npos) << piped;
}

TEST(OutputPaths, StandardOutputRedirectedToAFileKeepsWhatWasPrintedAroundIt) {
  // Standard output on a file: the JSON is written through the descriptor, after the claim's line
  // and before the summary; replacing the file would have lost the lines printed around it.
  const Folder f("stdout-file");
  const std::string claims = f.write("c.lua", claim_file("paper = { id = \"mine\" },"));
  const auto r = run("check --claims " + claims + " --profile ci --json /dev/stdout", 60);
  EXPECT_EQ(r.code, 0) << r.err;
  const auto line = r.out.find("mine/p-iff-nimsum-0"), json = r.out.find("\"claims\""),
             summary = r.out.find("1 claims, 1 as expected");
  ASSERT_NE(line, std::string::npos) << r.out;
  ASSERT_NE(json, std::string::npos) << r.out;
  ASSERT_NE(summary, std::string::npos) << r.out;
  EXPECT_LT(line, json);
  EXPECT_LT(json, summary);
}

TEST(OutputPaths, ASetThatFailsLeavesNoFolderBehind) {
  const Folder f("folders");
  fs::create_directories(f / "isdir");
  EXPECT_THROW(cgcheck::write_files_atomically({{f / "new/sub/a.txt", "1"}, {f / "isdir", "2"}}), cgcheck::InputError);
  EXPECT_FALSE(fs::exists(f / "new"));
}

// ---- 3. A report folder is cgcheck's own, or --force is needed.

TEST(ReportFolder, AProjectFolderIsRefusedWithoutForce) {
  const Folder f("project");
  f.write("README.md", "my project\n");
  f.write("img/logo.png", "png");
  const auto start = std::chrono::steady_clock::now();
  const auto r = run("report --out " + f.dir.string() + " --profile ci", 30);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_NE(r.err.find("--force"), std::string::npos) << r.err;
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 10.0);
  EXPECT_EQ(slurp(f / "README.md"), "my project\n");
  EXPECT_EQ(std::distance(fs::directory_iterator(f / "img"), fs::directory_iterator()), 1);
  EXPECT_FALSE(fs::exists(f / "results.json"));
}

TEST(ReportFolder, AReportListsWhatItWroteAndItsFolderIsItsOwnAfterwards) {
  // One paper's report at CI bounds, with its pictures (the whole report is the main job's, and
  // the gate runs every claim): every file it wrote is in its manifest, so the next report accepts
  // the folder, and one file added by hand makes it refuse.
  const Folder f("report");
  const std::string out = f / "r";
  const auto r = run("report --out " + out + " --profile ci --quiet --threads 2 --paper nim-pass", 300);
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  const std::string manifest = slurp(f / (std::string("r/") + cgcheck::kReportManifest));
  for (const auto& e : fs::recursive_directory_iterator(out)) {
    if (e.is_directory()) continue;
    const std::string rel = fs::relative(e.path(), out).generic_string();
    if (rel == cgcheck::kReportManifest) continue;
    EXPECT_NE(manifest.find("\n" + rel + "\n"), std::string::npos) << rel;
  }
  EXPECT_NE(manifest.find("\nnim-pass.md\n"), std::string::npos) << manifest;
  EXPECT_NE(manifest.find("\nimg/nim-pass-p-m1-m2.svg\n"), std::string::npos) << manifest;
  EXPECT_NO_THROW(cgcheck::check_report_folder(out, false));
  f.write("r/notes.txt", "mine");
  EXPECT_THROW(cgcheck::check_report_folder(out, false), cgcheck::InputError);
}

TEST(ReportFolder, WhatIsCgchecksOwnIsAccepted) {
  using cgcheck::check_report_folder;
  const Folder f("own");
  EXPECT_NO_THROW(check_report_folder(f / "missing", false));
  EXPECT_NO_THROW(check_report_folder(f.dir.string(), false));  // empty
  // The repository's committed report (written before manifests existed).
  EXPECT_NO_THROW(check_report_folder(std::string(CGCHECK_SOURCE_DIR) + "/reports", false));
  // A report written before manifests: README.md, results.json with cgcheck's structure, pages, pictures.
  f.write("old/README.md", "# cgcheck reports\n");
  f.write("old/results.json", R"({"claims": [], "profile": "ci", "seed": 1})");
  f.write("old/nim-pass.md", "# page\n");
  f.write("old/img/a.svg", "<svg/>");
  EXPECT_NO_THROW(check_report_folder(f / "old", false));
  f.write("old/notes.txt", "mine");
  EXPECT_THROW(check_report_folder(f / "old", false), cgcheck::InputError);
  EXPECT_NO_THROW(check_report_folder(f / "old", true));
  // A results.json of something else is not a report.
  f.write("other/README.md", "x");
  f.write("other/results.json", R"({"score": 3})");
  EXPECT_THROW(check_report_folder(f / "other", false), cgcheck::InputError);
  // With a manifest: exactly the files it lists (and the ones still listed from before).
  const std::vector<cgcheck::OutputFile> files{{f / "new/README.md", "r"}, {f / "new/p.md", "p"},
                                               {f / "new/img/x.svg", "s"}, {f / "new/results.json", "{}"}};
  f.write("new/README.md", "r");
  f.write("new/p.md", "p");
  f.write("new/img/x.svg", "s");
  f.write("new/results.json", "{}");
  const std::string manifest = cgcheck::report_manifest(f / "new", files);
  EXPECT_EQ(manifest.substr(manifest.find('\n') + 1), "README.md\nimg/x.svg\np.md\nresults.json\n");
  f.write(std::string("new/") + cgcheck::kReportManifest, manifest);
  EXPECT_NO_THROW(check_report_folder(f / "new", false));
  f.write("new/img/mine.png", "x");
  EXPECT_THROW(check_report_folder(f / "new", false), cgcheck::InputError);
  fs::remove(f / "new/img/mine.png");
  // A page an earlier report wrote stays listed while it exists.
  const std::string next = cgcheck::report_manifest(f / "new", {{f / "new/README.md", "r"}});
  EXPECT_NE(next.find("p.md\n"), std::string::npos) << next;
}

// ---- 4. Checkpoints keep what they hold.

TEST(SequenceCheckpoint, ACheckpointHoldingMoreThanAskedIsKept) {
  const Folder f("ckpt");
  const std::string ck = f / "g.ckpt";
  auto r = run("sequence subtraction:1,2,5 --to 1000 --checkpoint " + ck, 60);
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string full = slurp(ck);
  r = run("sequence subtraction:1,2,5 --to 500 --checkpoint " + ck, 60);
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("500\t"), std::string::npos);
  EXPECT_EQ(r.out.find("501\t"), std::string::npos);
  EXPECT_EQ(slurp(ck), full) << "the checkpoint lost values";
  // The checkpoint is not also the output.
  r = run("sequence subtraction:1,2,5 --to 500 --checkpoint " + ck + " --output " + ck, 60);
  EXPECT_EQ(r.code, 2) << r.out << r.err;
  EXPECT_TRUE(one_line(r.err)) << r.err;
  EXPECT_EQ(slurp(ck), full);
}

TEST(SequenceCheckpoint, SavedOnInterrupt) {
  const Folder f("ckpt-int");
  const std::string ck = f / "g.ckpt";
  for (const int sig : {SIGINT, SIGTERM}) {
    fs::remove(ck);
    const auto r = cgcheck_test::run_and_signal(
        {"sequence", "grundys-game", "--to", "3000000", "--checkpoint", ck.c_str(), "--output", (f / "out").c_str()}, sig);
    ASSERT_TRUE(WIFEXITED(r.status)) << r.err;
    EXPECT_EQ(WEXITSTATUS(r.status), 130) << r.err;
    EXPECT_TRUE(one_line(r.err)) << r.err;
    EXPECT_NE(r.err.find("saved to"), std::string::npos) << r.err;
    EXPECT_TRUE(fs::exists(ck)) << sig;
    EXPECT_GT(fs::file_size(ck), 100u) << sig;
    EXPECT_FALSE(fs::exists(f / "out"));
  }
  // A run started again resumes from it and agrees with a run from scratch.
  const auto resumed = run("sequence grundys-game --to 2000 --checkpoint " + ck, 60);
  const auto fresh = run("sequence grundys-game --to 2000", 60);
  EXPECT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_EQ(resumed.out, fresh.out);
}

// Claims of claim files are checkpointed like the built-in ones: a run started again with the same
// arguments resumes (here every work item is done) and gives the same results, a script error
// included (kept beside the walk's checkpoint, since the resumed walk does not meet it again); an
// edited file starts its walks over.
TEST(CheckCheckpoint, ClaimFileClaimsResumeWithTheirErrors) {
  const Folder f("ckpt-claims");
  const std::string body = R"(return { paper = { id = "mine" }, game = "nim", claims = {
    { id = "bouton", statement = "s", check = "p_iff", bound = 16, random = 0,
      formula = function(p) return p.nimsum == 0 end },
    { id = "even", statement = "s", check = "p_iff", expect = "refuted", bound = 16, random = 0,
      formula = function(p) return p.n % 2 == 0 end },
    { id = "breaks", statement = "s", check = "p_iff", bound = 16, random = 0,
      formula = function(p) if p.n == 9 and p.k == 2 then error("broken at " .. p.pos) end return p.nimsum == 0 end } } }
)";
  const std::string claims = f.write("c.lua", body);
  const std::string args = "check --claims " + claims + " --checkpoint " + f / "ck" + " --json ";
  // The result lines without their timings.
  // (By hand, not std::regex: GCC 12 warns inside <regex> under the sanitizer build's -Werror.)
  const auto untimed = [](const std::string& out) {
    std::string kept;
    for (std::size_t i = 0; i < out.size();) {
      std::size_t j = i;
      while (j < out.size() && out[j] == ' ') ++j;
      std::size_t k = j;
      while (k < out.size() && std::isdigit(static_cast<unsigned char>(out[k]))) ++k;
      if (j > i && k > j && k + 1 < out.size() && out[k] == '.') {
        std::size_t m = k + 1;
        while (m < out.size() && std::isdigit(static_cast<unsigned char>(out[m]))) ++m;
        if (m > k + 1 && out.compare(m, 2, " s") == 0) {
          kept += " s";
          i = m + 2;
          continue;
        }
      }
      kept += out[i++];
    }
    return kept;
  };
  const auto first = run(args + f / "1.json", 60);
  EXPECT_EQ(first.code, 2) << first.out << first.err;  // the claim in error
  EXPECT_EQ(first.err.find("resuming"), std::string::npos) << first.err;
  const auto again = run(args + f / "2.json", 60);
  EXPECT_EQ(again.code, 2) << again.out << again.err;
  EXPECT_NE(again.err.find("resuming from checkpoint"), std::string::npos) << again.err;
  EXPECT_EQ(untimed(again.out), untimed(first.out));
  EXPECT_NE(again.out.find("broken at 1,8"), std::string::npos) << again.out;  // the smallest: 9 stones, 2 heaps
  std::ofstream(claims, std::ios::app) << "-- edited\n";
  const auto edited = run(args + f / "3.json", 60);
  EXPECT_EQ(untimed(edited.out), untimed(first.out));
  EXPECT_EQ(edited.err.find("resuming"), std::string::npos) << edited.err;
}

// ---- 6. Text from files is escaped for each output.

TEST(Escaping, ACiteWithLineBreaksAndTabsStaysOneRowOfTheClaimsListing) {
  const Folder f("escape");
  const std::string claims =
      f.write("c.lua", claim_file("paper = { id = \"mine\", title = \"T|x\\nforged\\trow\" },", "\"Thm\\nforged\\tholds\\tx\""));
  const auto r = run("claims --claims " + claims, 30);
  ASSERT_EQ(r.code, 0) << r.err;
  std::size_t lines = 0, ours = 0;
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);) {
    ++lines;
    EXPECT_EQ(std::count(line.begin(), line.end(), '\t'), 2) << line;
    EXPECT_FALSE(line.starts_with("forged")) << line;
    if (line.starts_with("mine/")) {
      ++ours;
      EXPECT_NE(line.find("Thm\\nforged\\tholds\\tx"), std::string::npos) << line;
    }
  }
  EXPECT_EQ(ours, 1u);
  EXPECT_EQ(lines, 1u);  // claims --claims lists the file's claims only
  const auto all = run("claims --all --claims " + claims, 30);
  const auto builtin = run("claims", 30);
  EXPECT_EQ(static_cast<std::size_t>(std::count(all.out.begin(), all.out.end(), '\n')),
            static_cast<std::size_t>(std::count(builtin.out.begin(), builtin.out.end(), '\n')) + 1);
}

// The report pages of one claim of a one-paper registry: `paper` and `claim` are filled in around
// what the test sets (citation, source, statement, note; the result's status and counterexample).
std::vector<cgcheck::OutputFile> render_one(cgcheck::PaperEntry paper, cgcheck::Claim claim, cgcheck::ClaimResult result) {
  using namespace cgcheck;
  Registry reg;
  paper.file = "c.lua";
  paper.report_name = "mine";
  paper.games = {"nim"};
  reg.add(paper);
  claim.game = "nim";
  claim.checker = make_check([](ClaimResult&, RunContext&, std::uint64_t) {});
  reg.add(claim);
  const std::vector<ClaimRun> runs{{&reg.claims().front(), result}};
  return render_markdown(reg, runs, {}, RunOptions{}, "out");
}

TEST(Escaping, TextFromFilesCannotSplitTheReportsTables) {
  using namespace cgcheck;
  PaperEntry p;
  p.citation = "A | B\n| forged | row |\tend";
  Claim c;
  c.id = "mine/a|b";
  c.source = {"c.lua", "Thm\n| forged |", "s\n# heading"};
  c.statement = "s";
  c.expected = Expectation::holds;
  ClaimResult res;
  res.status = Status::holds;
  const auto files = render_one(p, c, res);
  for (const auto& [path, md] : files) {
    std::istringstream in(md);
    for (std::string line; std::getline(in, line);) {
      EXPECT_FALSE(line.starts_with("| forged")) << path << ": " << line;
      EXPECT_FALSE(line.starts_with("# heading")) << path << ": " << line;
      EXPECT_EQ(line.find('\t'), std::string::npos) << path << ": " << line;
      if (line.find("A ") != std::string::npos && line.starts_with("| [")) {
        EXPECT_NE(line.find("A \\| B"), std::string::npos) << line;
      }
      if (line.starts_with("| [`mine/a")) {
        EXPECT_NE(line.find("mine/a\\|b"), std::string::npos) << line;
      }
    }
  }
}

TEST(Escaping, ClaimTextCannotHideOrForgeTheReportsSections) {
  // A statement or note with a line break was written raw into the errata: a line "<!--" hid the
  // rest of the page (another paper's erratum included), "# ..." added a heading, "```" opened a
  // code block; a position with a backtick ended its code span.
  using namespace cgcheck;
  PaperEntry p;
  p.citation = "Mine";
  Claim c;
  c.id = "mine/a";
  c.source = {"c.lua", "Thm", "s"};
  c.statement = "s\n<!--\n# heading\n```";
  c.note = "n\n<script>x</script>\n# note heading";
  c.expected = Expectation::refuted;
  c.finding = Finding::erratum;
  ClaimResult res;
  res.status = Status::refuted;
  Counterexample ce;
  ce.position = "1`2\n# pos";
  ce.claimed = "P\n<!--";
  ce.actual = "N";
  ce.found_by = "exhaustive";
  res.counterexample = ce;
  res.mismatches = 1;
  const auto files = render_one(p, c, res);
  for (const auto& [path, md] : files) {
    for (const char* raw : {"<!--", "<script", "</script"}) {
      for (std::size_t at = md.find(raw); at != std::string::npos; at = md.find(raw, at + 1))
        EXPECT_TRUE(at > 0 && md[at - 1] == '\\') << path << ": raw " << raw;
    }
    std::istringstream in(md);
    for (std::string line; std::getline(in, line);) {
      EXPECT_FALSE(line.starts_with("# heading") || line.starts_with("# note") || line.starts_with("# pos")) << path << ": " << line;
      EXPECT_FALSE(line.starts_with("```")) << path << ": " << line;
    }
    if (md.find("Minimal counterexample") != std::string::npos) {
      EXPECT_NE(md.find("``1`2 # pos``"), std::string::npos) << md;
    }
  }
}

TEST(Escaping, BuiltInTextNeedsNoEscapingSoCommittedReportsDoNotChange) {
  // The escapes change only text with control characters or '|' in a table cell: none of the
  // built-in papers' and claims' text has them.
  auto plain = [](const std::string& s) {
    return std::none_of(s.begin(), s.end(), [](char ch) { return static_cast<unsigned char>(ch) < 0x20 || ch == '|' || ch == '\\'; });
  };
  for (const auto& p : cgcheck::registry().papers()) {
    EXPECT_TRUE(plain(p.citation)) << p.citation;
    EXPECT_TRUE(plain(p.file)) << p.file;
  }
  // Running text (statements, notes, domains) is escaped only for control characters and a '<' that
  // would open raw HTML: none of the built-in claims has them.
  // A '<' there is mathematics (a<b<c<d and, <w,x,y,z>), not HTML: the renderer's md_text leaves
  // such text as it is. Held here by rendering each built-in claim's text through a report.
  auto running = [](const std::string& s) {
    if (std::any_of(s.begin(), s.end(), [](char ch) { return static_cast<unsigned char>(ch) < 0x20; })) return false;
    using namespace cgcheck;
    PaperEntry p;
    p.citation = "c";
    Claim c;
    c.id = "mine/a";
    c.source = {"f", "l", "s"};
    c.statement = s;
    c.expected = Expectation::holds;
    ClaimResult res;
    res.status = Status::holds;
    for (const auto& [path, md] : render_one(p, c, res))
      if (md.find("**Statement:** ") != std::string::npos && md.find("**Statement:** " + s + "\n") == std::string::npos)
        return false;
    return true;
  };
  for (const auto& c : cgcheck::registry().claims()) {
    EXPECT_TRUE(running(c.statement)) << c.id;
    EXPECT_TRUE(running(c.note)) << c.id;
    EXPECT_TRUE(running(c.domain)) << c.id;
    EXPECT_TRUE(running(c.check)) << c.id;
    EXPECT_TRUE(plain(c.id)) << c.id;
    EXPECT_TRUE(plain(c.source.label)) << c.id;
    EXPECT_TRUE(plain(c.source.section)) << c.id;
    EXPECT_TRUE(plain(c.source.paper)) << c.id;
  }
}

}  // namespace
