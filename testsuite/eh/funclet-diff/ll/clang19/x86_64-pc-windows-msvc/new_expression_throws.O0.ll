; ModuleID = 'new_expression_throws.cpp'
source_filename = "new_expression_throws.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Obj = type { i32 }

$"??2Obj@@SAPEAX_K@Z" = comdat any

$"??0Obj@@QEAA@H@Z" = comdat any

$"??3Obj@@SAXPEAX@Z" = comdat any

$"??2Obj@@SAPEAX_KH@Z" = comdat any

$"??3Obj@@SAXPEAXH@Z" = comdat any

$"??1Obj@@QEAA@XZ" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@DPBHOCLP@operator?5new?6?$AA@" = comdat any

$"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BB@JCIEHFDN@operator?5delete?6?$AA@" = comdat any

$"??_C@_0BP@EMFKCHAO@placement?5operator?5new?5tag?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0CC@EFCCAHBM@placement?5operator?5delete?5tag?$DN?$CFd@" = comdat any

$"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never %d\0A\00", comdat, align 1
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_C@_0O@DPBHOCLP@operator?5new?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"operator new\0A\00", comdat, align 1
@"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [9 x i8] c"Obj(%d)\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BB@JCIEHFDN@operator?5delete?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"operator delete\0A\00", comdat, align 1
@"??_C@_0BP@EMFKCHAO@placement?5operator?5new?5tag?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [31 x i8] c"placement operator new tag=%d\0A\00", comdat, align 1
@"??_C@_0CC@EFCCAHBM@placement?5operator?5delete?5tag?$DN?$CFd@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"placement operator delete tag=%d\0A\00", comdat, align 1
@"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"~Obj(%d)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %7 = invoke noundef ptr @"??2Obj@@SAPEAX_K@Z"(i64 noundef 4)
          to label %8 unwind label %15

8:                                                ; preds = %0
  %9 = invoke noundef ptr @"??0Obj@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %7, i32 noundef -1)
          to label %10 unwind label %48

10:                                               ; preds = %8
  store ptr %7, ptr %2, align 8
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.Obj, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@", i32 noundef %13)
          to label %47 unwind label %15

15:                                               ; preds = %10, %48, %0
  %16 = catchswitch within none [label %17] unwind to caller

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr @"??_R0H@8", i32 0, ptr %3]
  %19 = load i32, ptr %3, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %19) [ "funclet"(token %18) ]
  catchret from %18 to label %21

21:                                               ; preds = %17
  br label %22

22:                                               ; preds = %21, %47
  %23 = invoke noundef ptr @"??2Obj@@SAPEAX_KH@Z"(i64 noundef 4, i32 noundef 7)
          to label %24 unwind label %31

24:                                               ; preds = %22
  %25 = invoke noundef ptr @"??0Obj@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %23, i32 noundef -2)
          to label %26 unwind label %50

26:                                               ; preds = %24
  store ptr %23, ptr %4, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds %struct.Obj, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %28, align 4
  %30 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@", i32 noundef %29)
          to label %46 unwind label %31

31:                                               ; preds = %26, %50, %22
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [ptr @"??_R0H@8", i32 0, ptr %5]
  %35 = load i32, ptr %5, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %35) [ "funclet"(token %34) ]
  catchret from %34 to label %37

37:                                               ; preds = %33
  br label %38

38:                                               ; preds = %37, %46
  %39 = call noundef ptr @"??2Obj@@SAPEAX_K@Z"(i64 noundef 4)
  %40 = invoke noundef ptr @"??0Obj@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %39, i32 noundef 3)
          to label %41 unwind label %52

41:                                               ; preds = %38
  store ptr %39, ptr %6, align 8
  %42 = load ptr, ptr %6, align 8
  %43 = icmp eq ptr %42, null
  br i1 %43, label %45, label %44

44:                                               ; preds = %41
  call void @"??1Obj@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %42) #5
  call void @"??3Obj@@SAXPEAX@Z"(ptr noundef %42) #5
  br label %45

45:                                               ; preds = %44, %41
  ret i32 0

46:                                               ; preds = %26
  br label %38

47:                                               ; preds = %10
  br label %22

48:                                               ; preds = %8
  %49 = cleanuppad within none []
  call void @"??3Obj@@SAXPEAX@Z"(ptr noundef %7) #5 [ "funclet"(token %49) ]
  cleanupret from %49 unwind label %15

50:                                               ; preds = %24
  %51 = cleanuppad within none []
  call void @"??3Obj@@SAXPEAXH@Z"(ptr noundef %23, i32 noundef 7) #5 [ "funclet"(token %51) ]
  cleanupret from %51 unwind label %31

52:                                               ; preds = %38
  %53 = cleanuppad within none []
  call void @"??3Obj@@SAXPEAX@Z"(ptr noundef %39) #5 [ "funclet"(token %53) ]
  cleanupret from %53 unwind to caller
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??2Obj@@SAPEAX_K@Z"(i64 noundef %0) #1 comdat align 2 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0O@DPBHOCLP@operator?5new?6?$AA@")
  %4 = load i64, ptr %2, align 8
  %5 = call ptr @malloc(i64 noundef %4) #6
  ret ptr %5
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Obj@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Obj, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %3, align 4
  store i32 %8, ptr %7, align 4
  %9 = getelementptr inbounds %struct.Obj, ptr %6, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_08DODMEBHE@Obj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %10)
  %12 = getelementptr inbounds %struct.Obj, ptr %6, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = icmp slt i32 %13, 0
  br i1 %14, label %15, label %18

15:                                               ; preds = %2
  %16 = getelementptr inbounds %struct.Obj, ptr %6, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %5, align 4
  call void @_CxxThrowException(ptr %5, ptr @_TI1H) #7
  unreachable

18:                                               ; preds = %2
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??3Obj@@SAXPEAX@Z"(ptr noundef %0) #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BB@JCIEHFDN@operator?5delete?6?$AA@")
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  ret void

7:                                                ; preds = %4, %1
  %8 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %8) ]
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??2Obj@@SAPEAX_KH@Z"(i64 noundef %0, i32 noundef %1) #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %1, ptr %3, align 4
  store i64 %0, ptr %4, align 8
  %5 = load i32, ptr %3, align 4
  %6 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BP@EMFKCHAO@placement?5operator?5new?5tag?$DN?$CFd?6?$AA@", i32 noundef %5)
  %7 = load i64, ptr %4, align 8
  %8 = call ptr @malloc(i64 noundef %7) #6
  ret ptr %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??3Obj@@SAXPEAXH@Z"(ptr noundef %0, i32 noundef %1) #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %5 = load i32, ptr %3, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0CC@EFCCAHBM@placement?5operator?5delete?5tag?$DN?$CFd@", i32 noundef %5)
          to label %7 unwind label %10

7:                                                ; preds = %2
  %8 = load ptr, ptr %4, align 8
  invoke void @free(ptr noundef %8)
          to label %9 unwind label %10

9:                                                ; preds = %7
  ret void

10:                                               ; preds = %7, %2
  %11 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %11) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Obj@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Obj, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09NDDPIIIH@?$HOObj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #4

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local void @__std_terminate()

declare dso_local void @free(ptr noundef) #3

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { allocsize(0) }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
