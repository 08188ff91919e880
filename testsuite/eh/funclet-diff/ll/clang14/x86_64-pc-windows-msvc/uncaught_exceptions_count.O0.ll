; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Watch = type { i8* }
%struct.Nested = type { i8 }

$"??0Watch@@QEAA@PEBD@Z" = comdat any

$"??1Watch@@QEAA@XZ" = comdat any

$"??1Nested@@QEAA@XZ" = comdat any

$"?uncaught_exception@std@@YA_NXZ" = comdat any

$"?uncaught_exceptions@std@@YAHXZ" = comdat any

$"??_C@_05FAGFPHJG@start?$AA@" = comdat any

$"??_C@_0BC@PHINPHCE@normal?5scope?5exit?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_06KADJHNPI@unwind?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_07MILLDJGK@handler?$AA@" = comdat any

$"??_C@_03JBJLGPFL@end?$AA@" = comdat any

$"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@" = comdat any

$"??_C@_0P@PGDNHPAD@?$HONested?5before?$AA@" = comdat any

$"??_C@_0BF@NGHDNBHP@?$HONested?5inner?5unwind?$AA@" = comdat any

$"??_C@_0BG@LLBBGFEF@?$HONested?5inner?5handler?$AA@" = comdat any

$"??_C@_0O@IPDCNPLO@?$HONested?5after?$AA@" = comdat any

@"??_C@_05FAGFPHJG@start?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"start\00", comdat, align 1
@"??_C@_0BC@PHINPHCE@normal?5scope?5exit?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"normal scope exit\00", comdat, align 1
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_06KADJHNPI@unwind?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"unwind\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1
@"??_C@_03JBJLGPFL@end?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"end\00", comdat, align 1
@"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@" = linkonce_odr dso_local unnamed_addr constant [50 x i8] c"%s: uncaught_exceptions=%d uncaught_exception=%d\0A\00", comdat, align 1
@"??_C@_0P@PGDNHPAD@?$HONested?5before?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"~Nested before\00", comdat, align 1
@"??_C@_0BF@NGHDNBHP@?$HONested?5inner?5unwind?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"~Nested inner unwind\00", comdat, align 1
@"??_C@_0BG@LLBBGFEF@?$HONested?5inner?5handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"~Nested inner handler\00", comdat, align 1
@"??_C@_0O@IPDCNPLO@?$HONested?5after?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"~Nested after\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Watch, align 8
  %3 = alloca %struct.Watch, align 8
  %4 = alloca %struct.Nested, align 1
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @"?report@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @"??_C@_05FAGFPHJG@start?$AA@", i64 0, i64 0))
  %6 = call noundef %struct.Watch* @"??0Watch@@QEAA@PEBD@Z"(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %2, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@PHINPHCE@normal?5scope?5exit?$AA@", i64 0, i64 0))
  call void @"??1Watch@@QEAA@XZ"(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %2) #5
  %7 = invoke noundef %struct.Watch* @"??0Watch@@QEAA@PEBD@Z"(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %3, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06KADJHNPI@unwind?$AA@", i64 0, i64 0))
          to label %8 unwind label %14

8:                                                ; preds = %0
  store i32 1, i32* %5, align 4
  %9 = bitcast i32* %5 to i8*
  invoke void @_CxxThrowException(i8* %9, %eh.ThrowInfo* @_TI1H) #6
          to label %20 unwind label %10

10:                                               ; preds = %8
  %11 = cleanuppad within none []
  call void @"??1Nested@@QEAA@XZ"(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %4) #5 [ "funclet"(token %11) ]
  cleanupret from %11 unwind label %12

12:                                               ; preds = %10
  %13 = cleanuppad within none []
  call void @"??1Watch@@QEAA@XZ"(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %3) #5 [ "funclet"(token %13) ]
  cleanupret from %13 unwind label %14

14:                                               ; preds = %12, %0
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i8* null]
  call void @"?report@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i64 0, i64 0)) [ "funclet"(token %17) ]
  catchret from %17 to label %18

18:                                               ; preds = %16
  br label %19

19:                                               ; preds = %18
  call void @"?report@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03JBJLGPFL@end?$AA@", i64 0, i64 0))
  ret i32 0

20:                                               ; preds = %8
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?report@@YAXPEBD@Z"(i8* noundef %0) #1 {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = call noundef zeroext i1 @"?uncaught_exception@std@@YA_NXZ"() #5
  %4 = zext i1 %3 to i32
  %5 = call noundef i32 @"?uncaught_exceptions@std@@YAHXZ"() #5
  %6 = load i8*, i8** %2, align 8
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", i64 0, i64 0), i8* noundef %6, i32 noundef %5, i32 noundef %4)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Watch* @"??0Watch@@QEAA@PEBD@Z"(%struct.Watch* noundef nonnull returned align 8 dereferenceable(8) %0, i8* noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.Watch*, align 8
  store i8* %1, i8** %3, align 8
  store %struct.Watch* %0, %struct.Watch** %4, align 8
  %5 = load %struct.Watch*, %struct.Watch** %4, align 8
  %6 = getelementptr inbounds %struct.Watch, %struct.Watch* %5, i32 0, i32 0
  %7 = load i8*, i8** %3, align 8
  store i8* %7, i8** %6, align 8
  ret %struct.Watch* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Watch@@QEAA@XZ"(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Watch*, align 8
  store %struct.Watch* %0, %struct.Watch** %2, align 8
  %3 = load %struct.Watch*, %struct.Watch** %2, align 8
  %4 = getelementptr inbounds %struct.Watch, %struct.Watch* %3, i32 0, i32 0
  %5 = load i8*, i8** %4, align 8
  invoke void @"?report@@YAXPEBD@Z"(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret void

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %8) ]
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Nested@@QEAA@XZ"(%struct.Nested* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Nested*, align 8
  %3 = alloca %struct.Watch, align 8
  %4 = alloca i32, align 4
  store %struct.Nested* %0, %struct.Nested** %2, align 8
  %5 = load %struct.Nested*, %struct.Nested** %2, align 8
  invoke void @"?report@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@PGDNHPAD@?$HONested?5before?$AA@", i64 0, i64 0))
          to label %6 unwind label %20

6:                                                ; preds = %1
  %7 = call noundef %struct.Watch* @"??0Watch@@QEAA@PEBD@Z"(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %3, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@NGHDNBHP@?$HONested?5inner?5unwind?$AA@", i64 0, i64 0))
  store i32 2, i32* %4, align 4
  %8 = bitcast i32* %4 to i8*
  invoke void @_CxxThrowException(i8* %8, %eh.ThrowInfo* @_TI1H) #6
          to label %19 unwind label %9

9:                                                ; preds = %6
  %10 = cleanuppad within none []
  call void @"??1Watch@@QEAA@XZ"(%struct.Watch* noundef nonnull align 8 dereferenceable(8) %3) #5 [ "funclet"(token %10) ]
  cleanupret from %10 unwind label %11

11:                                               ; preds = %9
  %12 = catchswitch within none [label %13] unwind label %20

13:                                               ; preds = %11
  %14 = catchpad within %12 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i8* null]
  invoke void @"?report@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@LLBBGFEF@?$HONested?5inner?5handler?$AA@", i64 0, i64 0)) [ "funclet"(token %14) ]
          to label %15 unwind label %20

15:                                               ; preds = %13
  catchret from %14 to label %16

16:                                               ; preds = %15
  br label %17

17:                                               ; preds = %16
  invoke void @"?report@@YAXPEBD@Z"(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@IPDCNPLO@?$HONested?5after?$AA@", i64 0, i64 0))
          to label %18 unwind label %20

18:                                               ; preds = %17
  ret void

19:                                               ; preds = %6
  unreachable

20:                                               ; preds = %17, %13, %11, %1
  %21 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %21) ]
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @"?uncaught_exception@std@@YA_NXZ"() #4 comdat personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = invoke zeroext i1 @__uncaught_exception()
          to label %2 unwind label %3

2:                                                ; preds = %0
  ret i1 %1

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %4) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?uncaught_exceptions@std@@YAHXZ"() #4 comdat personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = invoke i32 @__uncaught_exceptions()
          to label %2 unwind label %3

2:                                                ; preds = %0
  ret i32 %1

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %4) ]
  unreachable
}

declare dso_local zeroext i1 @__uncaught_exception() #3

declare dso_local void @__std_terminate()

declare dso_local i32 @__uncaught_exceptions() #3

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
