; ModuleID = 'src/unhandled.c'
source_filename = "unhandled.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

$"??_C@_0BB@NKBBALJB@filter?5declines?6?$AA@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

$"??_C@_0CF@CPLAKMHE@finally?3?5not?5reached?5before?5the?5@" = comdat any

@"??_C@_0BB@NKBBALJB@filter?5declines?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"filter declines\0A\00", comdat, align 8
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 8
@"??_C@_0CF@CPLAKMHE@finally?3?5not?5reached?5before?5the?5@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"finally: not reached before the end\0A\00", comdat, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 personality ptr @__C_specific_handler {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  invoke void @deep() #5
          to label %11 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"?filt$0@0@main@@"]
  catchret from %6 to label %7

7:                                                ; preds = %5
  %8 = call i32 @llvm.eh.exceptioncode(token %6)
  store i32 %8, ptr %2, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@")
  br label %10

10:                                               ; preds = %7, %11
  ret i32 0

11:                                               ; preds = %0
  br label %10
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %6 = getelementptr inbounds { ptr, ptr }, ptr %0, i32 0, i32 0
  %7 = load ptr, ptr %6, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@NKBBALJB@filter?5declines?6?$AA@")
  ret i32 0
}

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @deep() #0 personality ptr @__C_specific_handler {
  invoke void @RaiseException(i32 noundef -536870793, i32 noundef 0, i32 noundef 0, ptr noundef null) #5
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@deep@@"(i8 noundef 0, ptr noundef %2)
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@deep@@"(i8 noundef 1, ptr noundef %5) [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #3

; Function Attrs: noinline nounwind uwtable
define internal void @"?fin$0@0@deep@@"(i8 noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %1, ptr %3, align 8
  store i8 %0, ptr %4, align 1
  %5 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CF@CPLAKMHE@finally?3?5not?5reached?5before?5the?5@")
  ret void
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localaddress() #4

attributes #0 = { noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { noinline nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { noinline }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
