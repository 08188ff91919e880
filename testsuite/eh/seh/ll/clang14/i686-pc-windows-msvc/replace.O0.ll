; ModuleID = 'src/replace.c'
source_filename = "replace.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

$"??_C@_0BC@HHEJAGJK@outer?5sees?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0BD@JLFMFLFN@middle?5sees?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0BM@CBDKGLI@finally?5abnormal?$DN?$CFd?5raises?6?$AA@" = comdat any

$"??_C@_0BA@EAMKNLLC@middle?5handles?6?$AA@" = comdat any

$"??_C@_0P@DMINBIDF@outer?5handles?6?$AA@" = comdat any

@"??_C@_0BC@HHEJAGJK@outer?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"outer sees %08lx\0A\00", comdat, align 1
@"??_C@_0BD@JLFMFLFN@middle?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"middle sees %08lx\0A\00", comdat, align 1
@"??_C@_0BM@CBDKGLI@finally?5abnormal?$DN?$CFd?5raises?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"finally abnormal=%d raises\0A\00", comdat, align 1
@"??_C@_0BA@EAMKNLLC@middle?5handles?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"middle handles\0A\00", comdat, align 1
@"??_C@_0P@DMINBIDF@outer?5handles?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"outer handles\0A\00", comdat, align 1

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @_except_handler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* %2, i32* %3)
  store i32 0, i32* %1, align 4
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870848, i32 noundef 0, i32 noundef 0, i32* noundef null) #5
          to label %4 unwind label %7

4:                                                ; preds = %0
  %5 = call i8* @llvm.localaddress()
  invoke void @"?fin$0@0@main@@"(i8 noundef zeroext 0, i8* noundef %5) #5
          to label %6 unwind label %11

6:                                                ; preds = %4
  br label %18

7:                                                ; preds = %0
  %8 = cleanuppad within none []
  %9 = call i8* @llvm.localaddress()
  invoke void @"?fin$0@0@main@@"(i8 noundef zeroext 1, i8* noundef %9) #5 [ "funclet"(token %8) ]
          to label %10 unwind label %11

10:                                               ; preds = %7
  cleanupret from %8 unwind label %11

11:                                               ; preds = %10, %7, %4
  %12 = catchswitch within none [label %13] unwind label %19

13:                                               ; preds = %11
  %14 = catchpad within %12 [i8* bitcast (i32 ()* @"?filt$1@0@main@@" to i8*)]
  catchret from %14 to label %15

15:                                               ; preds = %13
  %16 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@EAMKNLLC@middle?5handles?6?$AA@", i32 0, i32 0)) #5
          to label %17 unwind label %19

17:                                               ; preds = %15
  br label %18

18:                                               ; preds = %17, %6
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870846, i32 noundef 0, i32 noundef 0, i32* noundef null) #5
          to label %26 unwind label %19

19:                                               ; preds = %18, %15, %11
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [i8* bitcast (i32 ()* @"?filt$0@0@main@@" to i8*)]
  catchret from %22 to label %23

23:                                               ; preds = %21
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DMINBIDF@outer?5handles?6?$AA@", i32 0, i32 0))
  br label %25

25:                                               ; preds = %23, %26
  ret i32 0

26:                                               ; preds = %18
  br label %25
}

; Function Attrs: noinline nounwind
define internal i32 @"?filt$0@0@main@@"() #1 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 0)
  %4 = bitcast i8* %3 to i32*
  %5 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 0)
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds i8, i8* %1, i32 -20
  %8 = bitcast i8* %7 to i8**
  %9 = load i8*, i8** %8, align 4
  %10 = bitcast i8* %9 to { i32*, i8* }*
  %11 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %10, i32 0, i32 0
  %12 = load i32*, i32** %11, align 4
  %13 = load i32, i32* %12, align 4
  store i32 %13, i32* %6, align 4
  %14 = load i32, i32* %6, align 4
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HHEJAGJK@outer?5sees?5?$CF08lx?6?$AA@", i32 0, i32 0), i32 noundef %14)
  ret i32 1
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.frameaddress.p0i8(i32 immarg) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #2

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind
define internal i32 @"?filt$1@0@main@@"() #1 {
  %1 = call i8* @llvm.frameaddress.p0i8(i32 1)
  %2 = call i8* @llvm.eh.recoverfp(i8* bitcast (i32 ()* @main to i8*), i8* %1)
  %3 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 1)
  %4 = bitcast i8* %3 to i32*
  %5 = call i8* @llvm.localrecover(i8* bitcast (i32 ()* @main to i8*), i8* %2, i32 1)
  %6 = bitcast i8* %5 to i32*
  %7 = getelementptr inbounds i8, i8* %1, i32 -20
  %8 = bitcast i8* %7 to i8**
  %9 = load i8*, i8** %8, align 4
  %10 = bitcast i8* %9 to { i32*, i8* }*
  %11 = getelementptr inbounds { i32*, i8* }, { i32*, i8* }* %10, i32 0, i32 0
  %12 = load i32*, i32** %11, align 4
  %13 = load i32, i32* %12, align 4
  store i32 %13, i32* %6, align 4
  %14 = load i32, i32* %6, align 4
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@JLFMFLFN@middle?5sees?5?$CF08lx?6?$AA@", i32 0, i32 0), i32 noundef %14)
  %16 = load i32, i32* %6, align 4
  %17 = icmp eq i32 %16, -536870847
  %18 = zext i1 %17 to i32
  ret i32 %18
}

; Function Attrs: noinline nounwind
define internal void @"?fin$0@0@main@@"(i8 noundef zeroext %0, i8* noundef %1) #1 {
  %3 = alloca i8*, align 4
  %4 = alloca i8, align 1
  store i8* %1, i8** %3, align 4
  store i8 %0, i8* %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@CBDKGLI@finally?5abnormal?$DN?$CFd?5raises?6?$AA@", i32 0, i32 0), i32 noundef %5)
  call x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870847, i32 noundef 0, i32 noundef 0, i32* noundef null)
  ret void
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, i32* noundef) #3

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localaddress() #2

; Function Attrs: nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #4

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
