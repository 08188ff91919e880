; ModuleID = 'src/replace.c'
source_filename = "replace.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  invoke void @RaiseException(i32 noundef -536870848, i32 noundef 0, i32 noundef 0, i64* noundef null) #5
          to label %4 unwind label %7

4:                                                ; preds = %0
  %5 = call i8* @llvm.localaddress()
  invoke void @"?fin$0@0@main@@"(i8 noundef 0, i8* noundef %5) #5
          to label %6 unwind label %11

6:                                                ; preds = %4
  br label %19

7:                                                ; preds = %0
  %8 = cleanuppad within none []
  %9 = call i8* @llvm.localaddress()
  invoke void @"?fin$0@0@main@@"(i8 noundef 1, i8* noundef %9) #5 [ "funclet"(token %8) ]
          to label %10 unwind label %11

10:                                               ; preds = %7
  cleanupret from %8 unwind label %11

11:                                               ; preds = %10, %7, %4
  %12 = catchswitch within none [label %13] unwind label %20

13:                                               ; preds = %11
  %14 = catchpad within %12 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@main@@" to i8*)]
  catchret from %14 to label %15

15:                                               ; preds = %13
  %16 = call i32 @llvm.eh.exceptioncode(token %14)
  store i32 %16, i32* %3, align 4
  %17 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@EAMKNLLC@middle?5handles?6?$AA@", i64 0, i64 0)) #5
          to label %18 unwind label %20

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %18, %6
  invoke void @RaiseException(i32 noundef -536870846, i32 noundef 0, i32 noundef 0, i64* noundef null) #5
          to label %28 unwind label %20

20:                                               ; preds = %19, %15, %11
  %21 = catchswitch within none [label %22] unwind to caller

22:                                               ; preds = %20
  %23 = catchpad within %21 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %23 to label %24

24:                                               ; preds = %22
  %25 = call i32 @llvm.eh.exceptioncode(token %23)
  store i32 %25, i32* %2, align 4
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DMINBIDF@outer?5handles?6?$AA@", i64 0, i64 0))
  br label %27

27:                                               ; preds = %24, %28
  ret i32 0

28:                                               ; preds = %19
  br label %27
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
  %10 = load i32, i32* %5, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HHEJAGJK@outer?5sees?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %10)
  ret i32 1
}

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind uwtable
define internal i32 @"?filt$1@0@main@@"(i8* noundef %0, i8* noundef %1) #1 {
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
  %10 = load i32, i32* %5, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@JLFMFLFN@middle?5sees?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %10)
  %12 = load i32, i32* %5, align 4
  %13 = icmp eq i32 %12, -536870847
  %14 = zext i1 %13 to i32
  ret i32 %14
}

; Function Attrs: noinline nounwind uwtable
define internal void @"?fin$0@0@main@@"(i8 noundef %0, i8* noundef %1) #1 {
  %3 = alloca i8*, align 8
  %4 = alloca i8, align 1
  store i8* %1, i8** %3, align 8
  store i8 %0, i8* %4, align 1
  %5 = zext i8 %0 to i32
  %6 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@CBDKGLI@finally?5abnormal?$DN?$CFd?5raises?6?$AA@", i64 0, i64 0), i32 noundef %5)
  call void @RaiseException(i32 noundef -536870847, i32 noundef 0, i32 noundef 0, i64* noundef null)
  ret void
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, i64* noundef) #2

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i8* @llvm.localaddress() #3

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.exceptioncode(token) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone willreturn }
attributes #4 = { nounwind readnone }
attributes #5 = { noinline }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
