; ModuleID = 'src/unhandled.c'
source_filename = "unhandled.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

$"??_C@_0BB@NKBBALJB@filter?5declines?6?$AA@" = comdat any

$"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = comdat any

$"??_C@_0CF@CPLAKMHE@finally?3?5not?5reached?5before?5the?5@" = comdat any

@"??_C@_0BB@NKBBALJB@filter?5declines?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"filter declines\0A\00", comdat, align 1
@"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"not reached\0A\00", comdat, align 1
@"??_C@_0CF@CPLAKMHE@finally?3?5not?5reached?5before?5the?5@" = linkonce_odr dso_local unnamed_addr constant [37 x i8] c"finally: not reached before the end\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* %2)
  store i32 0, i32* %1, align 4
  invoke void @deep() #5
          to label %10 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* bitcast (i32 ()* @"?filt$0@0@main@@" to i8*)]
  catchret from %6 to label %7

7:                                                ; preds = %5
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KKIKHBKJ@not?5reached?6?$AA@", i32 0, i32 0))
  br label %9

9:                                                ; preds = %7, %10
  ret i32 0

10:                                               ; preds = %0
  br label %9
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$0@0@main@@"() #1 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 0)
  %4 = bitcast i8* %3 to i32*
  %5 = getelementptr inbounds i8, i8* %1, i32 -20
  %6 = bitcast i8* %5 to i8**
  %7 = load i8*, i8** %6, align 4
  %8 = bitcast i8* %7 to { i32*, i8* }*
  %9 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %8, i32 0, i32 0
  %10 = load i32*, i32** %9, align 4
  %11 = load i32, i32* %10, align 4
  store i32 %11, i32* %4, align 4
  %12 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@NKBBALJB@filter?5declines?6?$AA@", i32 0, i32 0))
  ret i32 0
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #2

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone
define internal void @deep() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870793, i32 noundef 0, i32 noundef 0, i32* noundef null) #5
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = call i8* @llvm.localaddress()
  call void @"?fin$0@0@deep@@"(i8 noundef zeroext 0, i8* noundef %2)
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call i8* @llvm.localaddress()
  call void @"?fin$0@0@deep@@"(i8 noundef zeroext 1, i8* noundef %5) [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #4

; Function Attrs: noinline nounwind
define internal void @"?fin$0@0@deep@@"(i8 noundef zeroext %0, i8* noundef %1) #1 {
  %3 = alloca i8*, align 4
  %4 = alloca i8, align 1
  store i8* %1, i8** %3, align 4
  store i8 %0, i8* %4, align 1
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @"??_C@_0CF@CPLAKMHE@finally?3?5not?5reached?5before?5the?5@", i32 0, i32 0))
  ret void
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, i32* noundef) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localaddress() #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind willreturn }
attributes #5 = { noinline }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 14.0.6"}
