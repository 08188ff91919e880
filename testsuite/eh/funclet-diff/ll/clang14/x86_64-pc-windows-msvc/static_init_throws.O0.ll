; ModuleID = 'static_init_throws.cpp'
source_filename = "static_init_throws.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%struct.Config = type { i32 }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??0Config@@QEAA@H@Z" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0L@PNGGDHOM@get?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@MHPOGIND@init?5failed?5at?5attempt?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@KGGGJCC@attempts?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@CMFNHGLF@Config?5attempt?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@PNGGDHOM@get?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"get -> %d\0A\00", comdat, align 1
@"??_C@_0BL@MHPOGIND@init?5failed?5at?5attempt?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"init failed at attempt %d\0A\00", comdat, align 1
@attempts = internal global i32 0, align 4
@"??_C@_0N@KGGGJCC@attempts?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"attempts %d\0A\00", comdat, align 1
@"?c@?1??get@@YAHXZ@4UConfig@@A" = internal global %struct.Config zeroinitializer, align 4
@"?$S1@?1??get@@YAHXZ@4IA" = internal global i32 0, align 4
@"??_C@_0BD@CMFNHGLF@Config?5attempt?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"Config attempt %d\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %4

4:                                                ; preds = %19, %0
  %5 = load i32, i32* %2, align 4
  %6 = icmp slt i32 %5, 5
  br i1 %6, label %7, label %23

7:                                                ; preds = %4
  %8 = invoke noundef i32 @"?get@@YAHXZ"()
          to label %9 unwind label %11

9:                                                ; preds = %7
  %10 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@PNGGDHOM@get?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %8)
          to label %22 unwind label %11

11:                                               ; preds = %9, %7
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %3]
  %15 = load i32, i32* %3, align 4
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @"??_C@_0BL@MHPOGIND@init?5failed?5at?5attempt?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %15) [ "funclet"(token %14) ]
  catchret from %14 to label %17

17:                                               ; preds = %13
  br label %18

18:                                               ; preds = %17, %22
  br label %19

19:                                               ; preds = %18
  %20 = load i32, i32* %2, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %2, align 4
  br label %4, !llvm.loop !4

22:                                               ; preds = %9
  br label %18

23:                                               ; preds = %4
  %24 = load i32, i32* @attempts, align 4
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@KGGGJCC@attempts?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %24)
  ret i32 0
}

declare dso_local i32 @printf(i8* noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"?get@@YAHXZ"() #2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = load i32, i32* @"?$S1@?1??get@@YAHXZ@4IA", align 4
  %2 = and i32 %1, 1
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %10, !prof !6

4:                                                ; preds = %0
  %5 = or i32 %1, 1
  store i32 %5, i32* @"?$S1@?1??get@@YAHXZ@4IA", align 4
  %6 = load i32, i32* @attempts, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @attempts, align 4
  %8 = invoke noundef %struct.Config* @"??0Config@@QEAA@H@Z"(%struct.Config* noundef nonnull align 4 dereferenceable(4) @"?c@?1??get@@YAHXZ@4UConfig@@A", i32 noundef %7)
          to label %9 unwind label %12

9:                                                ; preds = %4
  br label %10

10:                                               ; preds = %9, %0
  %11 = load i32, i32* getelementptr inbounds (%struct.Config, %struct.Config* @"?c@?1??get@@YAHXZ@4UConfig@@A", i32 0, i32 0), align 4
  ret i32 %11

12:                                               ; preds = %4
  %13 = cleanuppad within none []
  %14 = load i32, i32* @"?$S1@?1??get@@YAHXZ@4IA", align 4
  %15 = and i32 %14, -2
  store i32 %15, i32* @"?$S1@?1??get@@YAHXZ@4IA", align 4
  cleanupret from %13 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Config* @"??0Config@@QEAA@H@Z"(%struct.Config* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Config*, align 8
  %5 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Config* %0, %struct.Config** %4, align 8
  %6 = load %struct.Config*, %struct.Config** %4, align 8
  %7 = getelementptr inbounds %struct.Config, %struct.Config* %6, i32 0, i32 0
  %8 = load i32, i32* %3, align 4
  %9 = mul nsw i32 %8, 10
  store i32 %9, i32* %7, align 4
  %10 = load i32, i32* %3, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@CMFNHGLF@Config?5attempt?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %10)
  %12 = load i32, i32* %3, align 4
  %13 = icmp slt i32 %12, 3
  br i1 %13, label %14, label %17

14:                                               ; preds = %2
  %15 = load i32, i32* %3, align 4
  store i32 %15, i32* %5, align 4
  %16 = bitcast i32* %5 to i8*
  call void @_CxxThrowException(i8* %16, %eh.ThrowInfo* @_TI1H) #4
  unreachable

17:                                               ; preds = %2
  ret %struct.Config* %6
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
