package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"toolshop/store/storetest"
)

// binDir holds the real binary the tests run, built once for all of them (a build is a link
// of several seconds): TestMain makes it and removes it when the tests end.
var binDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "toolshop-bin-")
	if err != nil {
		panic(err)
	}
	binDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// built is the binary's path, or the build's failure, once the first test asked.
var built = sync.OnceValues(func() (string, error) {
	bin := filepath.Join(binDir, "toolshop")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

// buildShop answers the real binary, built on the first call.
func buildShop(t *testing.T) string {
	t.Helper()
	bin, err := built()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// launch runs the binary on a free loopback port with the given environment, waits until it
// is ready and answers its process and URL. The process is killed when the test ends.
func launch(t *testing.T, bin string, env ...string) (*exec.Cmd, string) {
	t.Helper()
	logPath := filepath.Join(t.TempDir(), "shop.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	defer logFile.Close()
	cmd := exec.Command(bin, "serve")
	cmd.Env = append(env, "ADDR=127.0.0.1:0", "DEMO_DATA=false", "ADMIN_EMAILS=boss@example.com", "MAX_PENDING_ORDERS=1000000")
	cmd.Stderr = logFile
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		log, _ := os.ReadFile(logPath)
		for _, line := range strings.Split(string(log), "\n") {
			var entry struct{ Msg, Addr string }
			if json.Unmarshal([]byte(line), &entry) == nil && entry.Msg == "toolshop ready" {
				return cmd, entry.Addr
			}
		}
	}
	log, _ := os.ReadFile(logPath)
	t.Fatalf("the shop did not start:\n%s", log)
	return nil, ""
}

// binaryDatabases are the databases the real binary is run on: the environment each needs.
var binaryDatabases = []struct {
	name string
	env  func(t *testing.T) []string
}{
	{"sqlite", func(t *testing.T) []string { return nil }},
	{"postgres", func(t *testing.T) []string { return []string{"DATABASE_URL=" + storetest.PostgresURL(t)} }},
}

// A shop killed with SIGKILL while customers order keeps, once restarted on the same data,
// every order it answered 201, and no stock is lost or made up: each tool's stock plus the
// quantities its orders reserve is what it started with.
func TestCrashKeepsAnsweredOrders(t *testing.T) {
	bin := buildShop(t)
	for _, db := range binaryDatabases {
		t.Run(db.name, func(t *testing.T) {
			dir := t.TempDir()
			env := append(db.env(t), "DATA_DIR="+dir)
			shop, url := launch(t, bin, env...)
			const stock = 10_000
			admin, customers, tools := stockedShop(t, url, dir, stock)

			stop := make(chan struct{})
			defer close(stop)
			orders, wait := orderStream(customers, tools, 300, stop)
			for deadline := time.Now().Add(30 * time.Second); len(orders.list()) < 40 && time.Now().Before(deadline); {
				time.Sleep(5 * time.Millisecond)
			}
			if err := shop.Process.Kill(); err != nil { // SIGKILL, with orders under way
				t.Fatal(err)
			}
			shop.Wait()
			wait()
			ids := orders.list()
			if len(ids) < 40 || len(ids) >= 3*300 {
				t.Fatalf("%d orders answered before the kill; the stream was not cut in the middle", len(ids))
			}

			_, url = launch(t, bin, env...)
			admin.url = url
			stored := checkOrders(t, admin, tools, stock, ids)
			t.Logf("killed after %d orders answered; %d stored", len(ids), len(stored))
		})
	}
}
