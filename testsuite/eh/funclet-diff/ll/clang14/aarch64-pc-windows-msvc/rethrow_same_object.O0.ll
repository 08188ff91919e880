; ModuleID = 'rethrow_same_object.cpp'
source_filename = "rethrow_same_object.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.E = type { i32 }

$"??0E@@QEAA@XZ" = comdat any

$"??0E@@QEAA@AEBU0@@Z" = comdat any

$"??1E@@QEAA@XZ" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"??_C@_0O@MKMAAEEE@main?5hops?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_04GMHPLJJ@end?6?$AA@" = comdat any

$"??_C@_0BA@ICMMKABE@level1?5hops?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@BLCOMGBF@level2?5hops?$DN?$CFd?6?$AA@" = comdat any

$"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_04BDLMNOP@E?$CI?$CJ?6?$AA@" = comdat any

$"??_C@_0BF@NMPPANHM@E?5copy?5?$CIunexpected?$CJ?6?$AA@" = comdat any

$"??_C@_0M@FFNBELKF@?$HOE?5hops?$DN?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUE@@\00" }, comdat
@"??_C@_0O@MKMAAEEE@main?5hops?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"main hops=%d\0A\00", comdat, align 8
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 4
@"??_C@_0BA@ICMMKABE@level1?5hops?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"level1 hops=%d\0A\00", comdat, align 8
@"??_C@_0BA@BLCOMGBF@level2?5hops?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"level2 hops=%d\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUE@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.E* (%struct.E*, %struct.E*)* @"??0E@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.E*)* @"??1E@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUE@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_04BDLMNOP@E?$CI?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"E()\0A\00", comdat, align 4
@"??_C@_0BF@NMPPANHM@E?5copy?5?$CIunexpected?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"E copy (unexpected)\0A\00", comdat, align 8
@"??_C@_0M@FFNBELKF@?$HOE?5hops?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~E hops=%d\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.E*, align 8
  store i32 0, i32* %1, align 4
  invoke void @"?level1@@YAXXZ"()
          to label %14 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %2]
  %7 = load %struct.E*, %struct.E** %2, align 8
  %8 = getelementptr inbounds %struct.E, %struct.E* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@MKMAAEEE@main?5hops?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %9) [ "funclet"(token %6) ]
  catchret from %6 to label %11

11:                                               ; preds = %5
  br label %12

12:                                               ; preds = %11, %14
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GMHPLJJ@end?6?$AA@", i64 0, i64 0))
  ret i32 0

14:                                               ; preds = %0
  br label %12
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?level1@@YAXXZ"() #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.E*, align 8
  invoke void @"?level2@@YAXXZ"()
          to label %14 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %1]
  %6 = load %struct.E*, %struct.E** %1, align 8
  %7 = getelementptr inbounds %struct.E, %struct.E* %6, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* %7, align 4
  %10 = load %struct.E*, %struct.E** %1, align 8
  %11 = getelementptr inbounds %struct.E, %struct.E* %10, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@ICMMKABE@level1?5hops?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %12) [ "funclet"(token %5) ]
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #5 [ "funclet"(token %5) ]
  unreachable

14:                                               ; preds = %0
  br label %15

15:                                               ; preds = %14
  ret void
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?level2@@YAXXZ"() #1 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.E*, align 8
  invoke void @"?level3@@YAXXZ"()
          to label %14 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %1]
  %6 = load %struct.E*, %struct.E** %1, align 8
  %7 = getelementptr inbounds %struct.E, %struct.E* %6, i32 0, i32 0
  %8 = load i32, i32* %7, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, i32* %7, align 4
  %10 = load %struct.E*, %struct.E** %1, align 8
  %11 = getelementptr inbounds %struct.E, %struct.E* %10, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@BLCOMGBF@level2?5hops?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %12) [ "funclet"(token %5) ]
  call void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #5 [ "funclet"(token %5) ]
  unreachable

14:                                               ; preds = %0
  br label %15

15:                                               ; preds = %14
  ret void
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?level3@@YAXXZ"() #1 {
  %1 = alloca %struct.E, align 4
  %2 = call noundef %struct.E* @"??0E@@QEAA@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %1)
  %3 = bitcast %struct.E* %1 to i8*
  call void @_CxxThrowException(i8* %3, %eh.ThrowInfo* @"_TI1?AUE@@") #5
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.E* @"??0E@@QEAA@XZ"(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.E*, align 8
  store %struct.E* %0, %struct.E** %2, align 8
  %3 = load %struct.E*, %struct.E** %2, align 8
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  store i32 0, i32* %4, align 4
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04BDLMNOP@E?$CI?$CJ?6?$AA@", i64 0, i64 0))
  ret %struct.E* %3
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.E* @"??0E@@QEAA@AEBU0@@Z"(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.E* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca %struct.E*, align 8
  %4 = alloca %struct.E*, align 8
  store %struct.E* %1, %struct.E** %3, align 8
  store %struct.E* %0, %struct.E** %4, align 8
  %5 = load %struct.E*, %struct.E** %4, align 8
  %6 = getelementptr inbounds %struct.E, %struct.E* %5, i32 0, i32 0
  %7 = load %struct.E*, %struct.E** %3, align 8
  %8 = getelementptr inbounds %struct.E, %struct.E* %7, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %6, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@NMPPANHM@E?5copy?5?$CIunexpected?$CJ?6?$AA@", i64 0, i64 0))
  ret %struct.E* %5
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1E@@QEAA@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.E*, align 8
  store %struct.E* %0, %struct.E** %2, align 8
  %3 = load %struct.E*, %struct.E** %2, align 8
  %4 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@FFNBELKF@?$HOE?5hops?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
