#pragma once
// `cgcheck new NAME`: a commented game file and claim file to start from.
#include <string>

namespace cgcheck::lua {

// Writes NAME.lua and NAME-claims.lua in the current folder; refuses (InputError) when either
// exists or the name is not lower-case letters, digits and '-'. Returns the exit code.
int write_templates(const std::string& name);

}  // namespace cgcheck::lua
