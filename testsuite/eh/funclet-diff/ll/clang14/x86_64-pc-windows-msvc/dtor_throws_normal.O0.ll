; ModuleID = 'dtor_throws_normal.cpp'
source_filename = "dtor_throws_normal.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Plain = type { i32 }
%struct.Thrower = type { i8 }

$"??0Plain@@QEAA@H@Z" = comdat any

$"??1Plain@@QEAA@XZ" = comdat any

$"??1Thrower@@QEAA@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0O@BOEKLKLE@end?5of?5scope?6?$AA@" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_04GMHPLJJ@end?6?$AA@" = comdat any

$"??_C@_0M@DOOIJJPB@?$HOPlain?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BB@DGLKLPLM@?$HOThrower?5throws?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_0O@BOEKLKLE@end?5of?5scope?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"end of scope\0A\00", comdat, align 1
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 1
@"??_C@_0M@DOOIJJPB@?$HOPlain?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Plain(%d)\0A\00", comdat, align 1
@"??_C@_0BB@DGLKLPLM@?$HOThrower?5throws?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"~Thrower throws\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Plain, align 4
  %3 = alloca %struct.Thrower, align 1
  %4 = alloca %struct.Plain, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %6 = invoke noundef %struct.Plain* @"??0Plain@@QEAA@H@Z"(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %2, i32 noundef 1)
          to label %7 unwind label %19

7:                                                ; preds = %0
  %8 = invoke noundef %struct.Plain* @"??0Plain@@QEAA@H@Z"(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 2)
          to label %9 unwind label %15

9:                                                ; preds = %7
  %10 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@BOEKLKLE@end?5of?5scope?6?$AA@", i64 0, i64 0))
          to label %11 unwind label %13

11:                                               ; preds = %9
  call void @"??1Plain@@QEAA@XZ"(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %4) #4
  invoke void @"??1Thrower@@QEAA@XZ"(%struct.Thrower* noundef nonnull align 1 dereferenceable(1) %3)
          to label %12 unwind label %17

12:                                               ; preds = %11
  call void @"??1Plain@@QEAA@XZ"(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %2) #4
  br label %26

13:                                               ; preds = %9
  %14 = cleanuppad within none []
  call void @"??1Plain@@QEAA@XZ"(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %4) #4 [ "funclet"(token %14) ]
  cleanupret from %14 unwind label %15

15:                                               ; preds = %13, %7
  %16 = cleanuppad within none []
  call void @"??1Thrower@@QEAA@XZ"(%struct.Thrower* noundef nonnull align 1 dereferenceable(1) %3) [ "funclet"(token %16) ]
  cleanupret from %16 unwind label %17

17:                                               ; preds = %15, %11
  %18 = cleanuppad within none []
  call void @"??1Plain@@QEAA@XZ"(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %2) #4 [ "funclet"(token %18) ]
  cleanupret from %18 unwind label %19

19:                                               ; preds = %17, %0
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %5]
  %23 = load i32, i32* %5, align 4
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %23) [ "funclet"(token %22) ]
  catchret from %22 to label %25

25:                                               ; preds = %21
  br label %26

26:                                               ; preds = %25, %12
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GMHPLJJ@end?6?$AA@", i64 0, i64 0))
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef %struct.Plain* @"??0Plain@@QEAA@H@Z"(%struct.Plain* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Plain*, align 8
  store i32 %1, i32* %3, align 4
  store %struct.Plain* %0, %struct.Plain** %4, align 8
  %5 = load %struct.Plain*, %struct.Plain** %4, align 8
  %6 = getelementptr inbounds %struct.Plain, %struct.Plain* %5, i32 0, i32 0
  %7 = load i32, i32* %3, align 4
  store i32 %7, i32* %6, align 4
  ret %struct.Plain* %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(i8* noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Plain@@QEAA@XZ"(%struct.Plain* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Plain*, align 8
  store %struct.Plain* %0, %struct.Plain** %2, align 8
  %3 = load %struct.Plain*, %struct.Plain** %2, align 8
  %4 = getelementptr inbounds %struct.Plain, %struct.Plain* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@DOOIJJPB@?$HOPlain?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local void @"??1Thrower@@QEAA@XZ"(%struct.Thrower* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca %struct.Thrower*, align 8
  %3 = alloca i32, align 4
  store %struct.Thrower* %0, %struct.Thrower** %2, align 8
  %4 = load %struct.Thrower*, %struct.Thrower** %2, align 8
  %5 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@DGLKLPLM@?$HOThrower?5throws?6?$AA@", i64 0, i64 0))
  store i32 42, i32* %3, align 4
  %6 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* %6, %eh.ThrowInfo* @_TI1H) #6
  unreachable
}

declare dso_local void @__std_terminate()

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
