; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Watch = type { ptr }
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
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_06KADJHNPI@unwind?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"unwind\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1
@"??_C@_03JBJLGPFL@end?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"end\00", comdat, align 1
@"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@" = linkonce_odr dso_local unnamed_addr constant [50 x i8] c"%s: uncaught_exceptions=%d uncaught_exception=%d\0A\00", comdat, align 1
@"??_C@_0P@PGDNHPAD@?$HONested?5before?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"~Nested before\00", comdat, align 1
@"??_C@_0BF@NGHDNBHP@?$HONested?5inner?5unwind?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"~Nested inner unwind\00", comdat, align 1
@"??_C@_0BG@LLBBGFEF@?$HONested?5inner?5handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"~Nested inner handler\00", comdat, align 1
@"??_C@_0O@IPDCNPLO@?$HONested?5after?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"~Nested after\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Watch, align 8
  %3 = alloca %struct.Watch, align 8
  %4 = alloca %struct.Nested, align 1
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @"?report@@YAXPEBD@Z"(ptr noundef @"??_C@_05FAGFPHJG@start?$AA@")
  %6 = call noundef ptr @"??0Watch@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef @"??_C@_0BC@PHINPHCE@normal?5scope?5exit?$AA@")
  call void @"??1Watch@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %2) #4
  %7 = invoke noundef ptr @"??0Watch@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @"??_C@_06KADJHNPI@unwind?$AA@")
          to label %8 unwind label %13

8:                                                ; preds = %0
  store i32 1, ptr %5, align 4
  invoke void @_CxxThrowException(ptr %5, ptr @_TI1H) #5
          to label %19 unwind label %9

9:                                                ; preds = %8
  %10 = cleanuppad within none []
  call void @"??1Nested@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %4) #4 [ "funclet"(token %10) ]
  cleanupret from %10 unwind label %11

11:                                               ; preds = %9
  %12 = cleanuppad within none []
  call void @"??1Watch@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #4 [ "funclet"(token %12) ]
  cleanupret from %12 unwind label %13

13:                                               ; preds = %11, %0
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @"??_R0H@8", i32 0, ptr null]
  call void @"?report@@YAXPEBD@Z"(ptr noundef @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %16) ]
  catchret from %16 to label %17

17:                                               ; preds = %15
  br label %18

18:                                               ; preds = %17
  call void @"?report@@YAXPEBD@Z"(ptr noundef @"??_C@_03JBJLGPFL@end?$AA@")
  ret i32 0

19:                                               ; preds = %8
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?report@@YAXPEBD@Z"(ptr noundef %0) #1 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = call noundef zeroext i1 @"?uncaught_exception@std@@YA_NXZ"() #4
  %4 = zext i1 %3 to i32
  %5 = call noundef i32 @"?uncaught_exceptions@std@@YAHXZ"() #4
  %6 = load ptr, ptr %2, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", ptr noundef %6, i32 noundef %5, i32 noundef %4)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Watch@@QEAA@PEBD@Z"(ptr noundef nonnull returned align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Watch, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %6, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Watch@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Watch, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  invoke void @"?report@@YAXPEBD@Z"(ptr noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret void

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %8) ]
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Nested@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.Watch, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  invoke void @"?report@@YAXPEBD@Z"(ptr noundef @"??_C@_0P@PGDNHPAD@?$HONested?5before?$AA@")
          to label %6 unwind label %19

6:                                                ; preds = %1
  %7 = call noundef ptr @"??0Watch@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @"??_C@_0BF@NGHDNBHP@?$HONested?5inner?5unwind?$AA@")
  store i32 2, ptr %4, align 4
  invoke void @_CxxThrowException(ptr %4, ptr @_TI1H) #5
          to label %18 unwind label %8

8:                                                ; preds = %6
  %9 = cleanuppad within none []
  call void @"??1Watch@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %3) #4 [ "funclet"(token %9) ]
  cleanupret from %9 unwind label %10

10:                                               ; preds = %8
  %11 = catchswitch within none [label %12] unwind label %19

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @"??_R0H@8", i32 0, ptr null]
  invoke void @"?report@@YAXPEBD@Z"(ptr noundef @"??_C@_0BG@LLBBGFEF@?$HONested?5inner?5handler?$AA@") [ "funclet"(token %13) ]
          to label %14 unwind label %19

14:                                               ; preds = %12
  catchret from %13 to label %15

15:                                               ; preds = %14
  br label %16

16:                                               ; preds = %15
  invoke void @"?report@@YAXPEBD@Z"(ptr noundef @"??_C@_0O@IPDCNPLO@?$HONested?5after?$AA@")
          to label %17 unwind label %19

17:                                               ; preds = %16
  ret void

18:                                               ; preds = %6
  unreachable

19:                                               ; preds = %16, %12, %10, %1
  %20 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %20) ]
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @"?uncaught_exception@std@@YA_NXZ"() #2 comdat personality ptr @__CxxFrameHandler3 {
  %1 = invoke zeroext i1 @__uncaught_exception()
          to label %2 unwind label %3

2:                                                ; preds = %0
  ret i1 %1

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %4) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @"?uncaught_exceptions@std@@YAHXZ"() #2 comdat personality ptr @__CxxFrameHandler3 {
  %1 = invoke i32 @__uncaught_exceptions()
          to label %2 unwind label %3

2:                                                ; preds = %0
  ret i32 %1

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %4) ]
  unreachable
}

declare dso_local zeroext i1 @__uncaught_exception() #3

declare dso_local void @__std_terminate()

declare dso_local i32 @__uncaught_exceptions() #3

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
