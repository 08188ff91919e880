; ModuleID = 'src/unhandled.c'
source_filename = "unhandled.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

$"??_C@_0BB@NKBBALJB@filter?5declines?6?$AA@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

$"??_C@_0CF@CPLAKMHE@finally?3?5not?5reached?5before?5the?5@" = comdat any

@"??_C@_0BB@NKBBALJB@filter?5declines?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"filter declines\0A\00", comdat, align 8
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 8
@"??_C@_0CF@CPLAKMHE@finally?3?5not?5reached?5before?5the?5@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"finally: not reached before the end\0A\00", comdat, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  invoke void @deep() #5
          to label %11 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %6 to label %7

7:                                                ; preds = %5
  %8 = call i32 @llvm.eh.exceptioncode(token %6)
  store i32 %8, i32* %2, align 4
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@", i64 0, i64 0))
  br label %10

10:                                               ; preds = %7, %11
  ret i32 0

11:                                               ; preds = %0
  br label %10
}

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(i8* noundef %0, i8* noundef %1) #1 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  store i8* %1, i8** %3, align 8
  store i8* %0, i8** %4, align 8
  %6 = bitcast i8* %0 to { i32*, i8* }*
  %7 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %6, i32 0, i32 0
  %8 = load i32*, i32** %7, align 8
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NKBBALJB@filter?5declines?6?$AA@", i64 0, i64 0))
  ret i32 0
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @deep() #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  invoke void @RaiseException(i32 noundef -536870793, i32 noundef 0, i32 noundef 0, i64* noundef null) #5
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = call i8* @llvm.localaddress()
  call void @"?fin$0@0@deep@@"(i8 noundef 0, i8* noundef %2)
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call i8* @llvm.localaddress()
  call void @"?fin$0@0@deep@@"(i8 noundef 1, i8* noundef %5) [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.exceptioncode(token) #3

; Function Attrs: noinline nounwind uwtable
define internal void @"?fin$0@0@deep@@"(i8 noundef %0, i8* noundef %1) #1 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %1, i8** %3, align 8
  store i8 %0, i8* %4, align 1
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @"??_C@_0CF@CPLAKMHE@finally?3?5not?5reached?5before?5the?5@", i64 0, i64 0))
  ret void
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, i64* noundef) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localaddress() #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { nounwind readnone }
attributes #4 = { nofree nosync nounwind readnone willreturn }
attributes #5 = { noinline }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
