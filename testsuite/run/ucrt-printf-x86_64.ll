; The UCRT's printf entry points, as MSVC's <stdio.h> inline wrappers call
; them (source below: the wrappers re-declared, clang-19 -O1 for
; x86_64-pc-windows-msvc).  __stdio_common_vfprintf prints; with the
; standard-snprintf option bit (2) __stdio_common_vsprintf is C99's
; vsnprintf (10 = the full length; 7 bytes + NUL written); without it the
; UCRT's legacy rule: output that exactly fills the buffer is not
; terminated (5, "12345" then the old '#'s), output that does not fit
; writes what fits and returns -1.  Formatting itself is glibc's (SPEC.md).
; RUN: %ehi run %s | %FileCheck %s
; CHECK: 42 ucrt 2.50 -3 z
; CHECK-NEXT: printf returned 18
; CHECK-NEXT: snprintf 10 [abcdef-]
; CHECK-NEXT: legacy exact 5 [12345##########]
; CHECK-NEXT: legacy short -1 [1234###########]
; CHECK-NEXT: legacy fits 5 [12345]
;
; /* What MSVC's <stdio.h> does for printf, vsnprintf, _vsnprintf, sprintf:
;  * inline wrappers calling the UCRT's __stdio_common_* entry points. */
; typedef char *va_list;
; typedef struct _iobuf FILE;
; typedef __SIZE_TYPE__ size_t;
; FILE *__acrt_iob_func(unsigned);
; int __stdio_common_vfprintf(unsigned long long options, FILE *stream, const char *format, void *locale, va_list args);
; int __stdio_common_vsprintf(unsigned long long options, char *buffer, size_t count, const char *format, void *locale,
; 			    va_list args);
; #define STANDARD_SNPRINTF 2ull
; static int my_printf(const char *format, ...)
; {
; 	va_list ap;
; 	__builtin_va_start(ap, format);
; 	int r = __stdio_common_vfprintf(0, __acrt_iob_func(1), format, 0, ap);
; 	__builtin_va_end(ap);
; 	return r;
; }
; static int my_snprintf(char *buf, size_t n, const char *format, ...)
; {
; 	va_list ap;
; 	__builtin_va_start(ap, format);
; 	int r = __stdio_common_vsprintf(STANDARD_SNPRINTF, buf, n, format, 0, ap);
; 	__builtin_va_end(ap);
; 	return r < 0 ? -1 : r;
; }
; static int my_legacy_vsnprintf(char *buf, size_t n, const char *format, ...)
; {
; 	va_list ap;
; 	__builtin_va_start(ap, format);
; 	int r = __stdio_common_vsprintf(0, buf, n, format, 0, ap);
; 	__builtin_va_end(ap);
; 	return r;
; }
; int main(void)
; {
; 	char buf[16];
; 	int r = my_printf("%d %s %.2f %lld %c\n", 42, "ucrt", 2.5, -3ll, 'z');
; 	my_printf("printf returned %d\n", r);
; 	r = my_snprintf(buf, 8, "%s-%d", "abcdef", 123);
; 	my_printf("snprintf %d [%s]\n", r, buf);
; 	__builtin_memset(buf, '#', sizeof buf);
; 	buf[15] = 0;
; 	r = my_legacy_vsnprintf(buf, 5, "%d", 12345);
; 	my_printf("legacy exact %d [%s]\n", r, buf);
; 	__builtin_memset(buf, '#', sizeof buf);
; 	buf[15] = 0;
; 	r = my_legacy_vsnprintf(buf, 4, "%d", 12345);
; 	my_printf("legacy short %d [%s]\n", r, buf);
; 	r = my_legacy_vsnprintf(buf, 16, "%d", 12345);
; 	my_printf("legacy fits %d [%s]\n", r, buf);
; 	return 0;
; }
; ModuleID = 'ucrt.c'
source_filename = "ucrt.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

$"??_C@_04DNFKDPHM@ucrt?$AA@" = comdat any

$"??_C@_0BE@MDOLHOHF@?$CFd?5?$CFs?5?$CF?42f?5?$CFlld?5?$CFc?6?$AA@" = comdat any

$"??_C@_0BE@DOGNMACP@printf?5returned?5?$CFd?6?$AA@" = comdat any

$"??_C@_06BNADGBKC@abcdef?$AA@" = comdat any

$"??_C@_05MKGBANIN@?$CFs?9?$CFd?$AA@" = comdat any

$"??_C@_0BC@CFIKBPOJ@snprintf?5?$CFd?5?$FL?$CFs?$FN?6?$AA@" = comdat any

$"??_C@_02DPKJAMEF@?$CFd?$AA@" = comdat any

$"??_C@_0BG@INCCFGOP@legacy?5exact?5?$CFd?5?$FL?$CFs?$FN?6?$AA@" = comdat any

$"??_C@_0BG@OAFDIMBN@legacy?5short?5?$CFd?5?$FL?$CFs?$FN?6?$AA@" = comdat any

$"??_C@_0BF@EEGAFEGN@legacy?5fits?5?$CFd?5?$FL?$CFs?$FN?6?$AA@" = comdat any

@"??_C@_04DNFKDPHM@ucrt?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"ucrt\00", comdat, align 1
@"??_C@_0BE@MDOLHOHF@?$CFd?5?$CFs?5?$CF?42f?5?$CFlld?5?$CFc?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"%d %s %.2f %lld %c\0A\00", comdat, align 1
@"??_C@_0BE@DOGNMACP@printf?5returned?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"printf returned %d\0A\00", comdat, align 1
@"??_C@_06BNADGBKC@abcdef?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"abcdef\00", comdat, align 1
@"??_C@_05MKGBANIN@?$CFs?9?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"%s-%d\00", comdat, align 1
@"??_C@_0BC@CFIKBPOJ@snprintf?5?$CFd?5?$FL?$CFs?$FN?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"snprintf %d [%s]\0A\00", comdat, align 1
@"??_C@_02DPKJAMEF@?$CFd?$AA@" = linkonce_odr dso_local unnamed_addr constant [3 x i8] c"%d\00", comdat, align 1
@"??_C@_0BG@INCCFGOP@legacy?5exact?5?$CFd?5?$FL?$CFs?$FN?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"legacy exact %d [%s]\0A\00", comdat, align 1
@"??_C@_0BG@OAFDIMBN@legacy?5short?5?$CFd?5?$FL?$CFs?$FN?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"legacy short %d [%s]\0A\00", comdat, align 1
@"??_C@_0BF@EEGAFEGN@legacy?5fits?5?$CFd?5?$FL?$CFs?$FN?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"legacy fits %d [%s]\0A\00", comdat, align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6
  %2 = tail call i32 (ptr, ...) @my_printf(ptr noundef nonnull @"??_C@_0BE@MDOLHOHF@?$CFd?5?$CFs?5?$CF?42f?5?$CFlld?5?$CFc?6?$AA@", i32 noundef 42, ptr noundef nonnull @"??_C@_04DNFKDPHM@ucrt?$AA@", double noundef 2.500000e+00, i64 noundef -3, i32 noundef 122)
  %3 = tail call i32 (ptr, ...) @my_printf(ptr noundef nonnull @"??_C@_0BE@DOGNMACP@printf?5returned?5?$CFd?6?$AA@", i32 noundef %2)
  %4 = call i32 (ptr, i64, ptr, ...) @my_snprintf(ptr noundef nonnull %1, i64 poison, ptr nonnull poison, ptr noundef nonnull @"??_C@_06BNADGBKC@abcdef?$AA@", i32 noundef 123)
  %5 = call i32 (ptr, ...) @my_printf(ptr noundef nonnull @"??_C@_0BC@CFIKBPOJ@snprintf?5?$CFd?5?$FL?$CFs?$FN?6?$AA@", i32 noundef %4, ptr noundef nonnull %1)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1, i8 35, i64 16, i1 false)
  %6 = getelementptr inbounds i8, ptr %1, i64 15
  store i8 0, ptr %6, align 1
  %7 = call i32 (ptr, i64, ptr, ...) @my_legacy_vsnprintf(ptr noundef nonnull %1, i64 noundef 5, ptr nonnull poison, i32 noundef 12345)
  %8 = call i32 (ptr, ...) @my_printf(ptr noundef nonnull @"??_C@_0BG@INCCFGOP@legacy?5exact?5?$CFd?5?$FL?$CFs?$FN?6?$AA@", i32 noundef %7, ptr noundef nonnull %1)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1, i8 35, i64 16, i1 false)
  store i8 0, ptr %6, align 1
  %9 = call i32 (ptr, i64, ptr, ...) @my_legacy_vsnprintf(ptr noundef nonnull %1, i64 noundef 4, ptr nonnull poison, i32 noundef 12345)
  %10 = call i32 (ptr, ...) @my_printf(ptr noundef nonnull @"??_C@_0BG@OAFDIMBN@legacy?5short?5?$CFd?5?$FL?$CFs?$FN?6?$AA@", i32 noundef %9, ptr noundef nonnull %1)
  %11 = call i32 (ptr, i64, ptr, ...) @my_legacy_vsnprintf(ptr noundef nonnull %1, i64 noundef 16, ptr nonnull poison, i32 noundef 12345)
  %12 = call i32 (ptr, ...) @my_printf(ptr noundef nonnull @"??_C@_0BF@EEGAFEGN@legacy?5fits?5?$CFd?5?$FL?$CFs?$FN?6?$AA@", i32 noundef %11, ptr noundef nonnull %1)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal i32 @my_printf(ptr noundef %0, ...) unnamed_addr #0 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = load ptr, ptr %2, align 8
  %4 = call ptr @__acrt_iob_func(i32 noundef 1) #6
  %5 = call i32 @__stdio_common_vfprintf(i64 noundef 0, ptr noundef %4, ptr noundef %0, ptr noundef null, ptr noundef %3) #6
  call void @llvm.va_end.p0(ptr %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6
  ret i32 %5
}

; Function Attrs: nounwind uwtable
define internal i32 @my_snprintf(ptr noundef %0, i64 %1, ptr nocapture readnone %2, ...) unnamed_addr #0 {
  %4 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = load ptr, ptr %4, align 8
  %6 = call i32 @__stdio_common_vsprintf(i64 noundef 2, ptr noundef %0, i64 noundef 8, ptr noundef nonnull @"??_C@_05MKGBANIN@?$CFs?9?$CFd?$AA@", ptr noundef null, ptr noundef %5) #6
  call void @llvm.va_end.p0(ptr %4)
  %7 = call i32 @llvm.smax.i32(i32 %6, i32 -1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6
  ret i32 %7
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind uwtable
define internal i32 @my_legacy_vsnprintf(ptr noundef %0, i64 noundef %1, ptr nocapture readnone %2, ...) unnamed_addr #0 {
  %4 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = load ptr, ptr %4, align 8
  %6 = call i32 @__stdio_common_vsprintf(i64 noundef 0, ptr noundef %0, i64 noundef %1, ptr noundef nonnull @"??_C@_02DPKJAMEF@?$CFd?$AA@", ptr noundef null, ptr noundef %5) #6
  call void @llvm.va_end.p0(ptr %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6
  ret i32 %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

declare dso_local i32 @__stdio_common_vfprintf(i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dso_local ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

declare dso_local i32 @__stdio_common_vsprintf(i64 noundef, ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
