; ModuleID = 'terminate_rethrown_unhandled.cpp'
source_filename = "terminate_rethrown_unhandled.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Local = type { ptr }
%struct.Lost = type { i32 }

$"??0Local@@QEAA@PEBD@Z" = comdat any

$"??1Local@@QEAA@XZ" = comdat any

$"??_C@_04GHJNJNPO@main?$AA@" = comdat any

$"??_C@_06CGLIEPEJ@middle?$AA@" = comdat any

$"??_C@_0BN@KEGMLCNO@middle?3?5cleanup?5and?5rethrow?6?$AA@" = comdat any

$"??_C@_07PCOLHLLC@thrower?$AA@" = comdat any

$"??_R0?AULost@@@8" = comdat any

$"_CT??_R0?AULost@@@84" = comdat any

$"_CTA1?AULost@@" = comdat any

$"_TI1?AULost@@" = comdat any

$"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 4
@"??_C@_06CGLIEPEJ@middle?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"middle\00", comdat, align 4
@"??_C@_0BN@KEGMLCNO@middle?3?5cleanup?5and?5rethrow?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"middle: cleanup and rethrow\0A\00", comdat, align 8
@"??_C@_07PCOLHLLC@thrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"thrower\00", comdat, align 8
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AULost@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AULost@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AULost@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AULost@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AULost@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AULost@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AULost@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AULost@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 8
  store i32 0, ptr %1, align 4
  %3 = call noundef ptr @"??0Local@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %2, ptr noundef @"??_C@_04GHJNJNPO@main?$AA@")
  invoke void @"?middle@@YAXXZ"()
          to label %4 unwind label %6

4:                                                ; preds = %0
  store i32 0, ptr %1, align 4
  call void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %2) #4
  %5 = load i32, ptr %1, align 4
  ret i32 %5

6:                                                ; preds = %0
  %7 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %2) #4 [ "funclet"(token %7) ]
  cleanupret from %7 unwind to caller
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Local@@QEAA@PEBD@Z"(ptr noundef nonnull returned align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.Local, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %6, align 8
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?middle@@YAXXZ"() #2 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Local, align 8
  %2 = call noundef ptr @"??0Local@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef @"??_C@_06CGLIEPEJ@middle?$AA@")
  invoke void @"?thrower@@YAXXZ"()
          to label %9 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind label %11

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr null, i32 64, ptr null]
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BN@KEGMLCNO@middle?3?5cleanup?5and?5rethrow?6?$AA@") [ "funclet"(token %6) ]
          to label %8 unwind label %11

8:                                                ; preds = %5
  invoke void @_CxxThrowException(ptr null, ptr null) #5 [ "funclet"(token %6) ]
          to label %13 unwind label %11

9:                                                ; preds = %0
  br label %10

10:                                               ; preds = %9
  call void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %1) #4
  ret void

11:                                               ; preds = %8, %5, %3
  %12 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %1) #4 [ "funclet"(token %12) ]
  cleanupret from %12 unwind to caller

13:                                               ; preds = %8
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Local, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@", ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %9) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?thrower@@YAXXZ"() #2 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Local, align 8
  %2 = alloca %struct.Lost, align 4
  %3 = call noundef ptr @"??0Local@@QEAA@PEBD@Z"(ptr noundef nonnull align 8 dereferenceable(8) %1, ptr noundef @"??_C@_07PCOLHLLC@thrower?$AA@")
  %4 = getelementptr inbounds %struct.Lost, ptr %2, i32 0, i32 0
  store i32 1, ptr %4, align 4
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI1?AULost@@") #5
          to label %7 unwind label %5

5:                                                ; preds = %0
  %6 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 8 dereferenceable(8) %1) #4 [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller

7:                                                ; preds = %0
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #3

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress noinline optnone uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }
attributes #6 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
