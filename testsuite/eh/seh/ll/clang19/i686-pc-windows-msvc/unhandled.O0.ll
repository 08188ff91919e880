; ModuleID = 'src/unhandled.c'
source_filename = "unhandled.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

$"??_C@_0BB@NKBBALJB@filter?5declines?6?$AA@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

$"??_C@_0CF@CPLAKMHE@finally?3?5not?5reached?5before?5the?5@" = comdat any

@"??_C@_0BB@NKBBALJB@filter?5declines?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"filter declines\0A\00", comdat, align 1
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 1
@"??_C@_0CF@CPLAKMHE@finally?3?5not?5reached?5before?5the?5@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"finally: not reached before the end\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 personality ptr @_except_handler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr %2)
  store i32 0, ptr %1, align 4
  invoke void @deep() #5
          to label %10 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"?filt$0@0@main@@"]
  catchret from %6 to label %7

7:                                                ; preds = %5
  %8 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@")
  br label %9

9:                                                ; preds = %7, %10
  ret i32 0

10:                                               ; preds = %0
  br label %9
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$0@0@main@@"() #1 {
  %1 = call ptr @llvm.frameaddress.p0(i32 1)
  %2 = call ptr @llvm.eh.recoverfp(ptr @main, ptr %1)
  %3 = call ptr @llvm.localrecover(ptr @main, ptr %2, i32 0)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = getelementptr inbounds { ptr, ptr }, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %3, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@NKBBALJB@filter?5declines?6?$AA@")
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #2

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal void @deep() #0 personality ptr @_except_handler3 {
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870793, i32 noundef 0, i32 noundef 0, ptr noundef null) #5
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@deep@@"(i8 noundef zeroext 0, ptr noundef %2)
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call ptr @llvm.localaddress()
  call void @"?fin$0@0@deep@@"(i8 noundef zeroext 1, ptr noundef %5) [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #4

; Function Attrs: noinline nounwind
define internal void @"?fin$0@0@deep@@"(i8 noundef zeroext %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 4
  %4 = alloca i8, align 1
  store ptr %1, ptr %3, align 4
  store i8 %0, ptr %4, align 1
  %5 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CF@CPLAKMHE@finally?3?5not?5reached?5before?5the?5@")
  ret void
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, ptr noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localaddress() #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
