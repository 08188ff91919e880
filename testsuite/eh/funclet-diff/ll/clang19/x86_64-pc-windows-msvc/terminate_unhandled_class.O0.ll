; ModuleID = 'terminate_unhandled_class.cpp'
source_filename = "terminate_unhandled_class.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor5 = type { ptr, ptr, [6 x i8] }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor17 = type { ptr, ptr, [18 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Local = type { i8 }
%"struct.app::Failure" = type { i32 }

$"??1Local@@QEAA@XZ" = comdat any

$"??1Failure@app@@QEAA@XZ" = comdat any

$"??_R0PEAD@8" = comdat any

$"??_C@_0BE@LLDHJJHO@never?3?5const?5char?$CK?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_R0?AUFailure@app@@@8" = comdat any

$"_CT??_R0?AUFailure@app@@@84" = comdat any

$"_CTA1?AUFailure@app@@" = comdat any

$"_TI1?AUFailure@app@@" = comdat any

$"??_C@_0M@IKGPFJAF@never?3?5int?6?$AA@" = comdat any

$"??_C@_0BC@BDMAMHCE@?$HOFailure?5?$CInever?$CJ?6?$AA@" = comdat any

$"??_C@_0BA@JJAJDOF@?$HOLocal?5?$CInever?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0PEAD@8" = linkonce_odr global %rtti.TypeDescriptor5 { ptr @"??_7type_info@@6B@", ptr null, [6 x i8] c".PEAD\00" }, comdat
@"??_C@_0BE@LLDHJJHO@never?3?5const?5char?$CK?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"never: const char*\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_R0?AUFailure@app@@@8" = linkonce_odr global %rtti.TypeDescriptor17 { ptr @"??_7type_info@@6B@", ptr null, [18 x i8] c".?AUFailure@app@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUFailure@app@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUFailure@app@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUFailure@app@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUFailure@app@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUFailure@app@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Failure@app@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUFailure@app@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@IKGPFJAF@never?3?5int?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"never: int\0A\00", comdat, align 1
@"??_C@_0BC@BDMAMHCE@?$HOFailure?5?$CInever?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"~Failure (never)\0A\00", comdat, align 1
@"??_C@_0BA@JJAJDOF@?$HOLocal?5?$CInever?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"~Local (never)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Local, align 1
  store i32 0, ptr %1, align 4
  invoke void @"?run@@YAXXZ"()
          to label %12 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind label %13

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0PEAD@8", i32 1, ptr null]
  %7 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BE@LLDHJJHO@never?3?5const?5char?$CK?6?$AA@") [ "funclet"(token %6) ]
          to label %8 unwind label %13

8:                                                ; preds = %5
  catchret from %6 to label %9

9:                                                ; preds = %8
  br label %10

10:                                               ; preds = %9, %12
  store i32 0, ptr %1, align 4
  call void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %2) #4
  %11 = load i32, ptr %1, align 4
  ret i32 %11

12:                                               ; preds = %0
  br label %10

13:                                               ; preds = %5, %3
  %14 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %2) #4 [ "funclet"(token %14) ]
  cleanupret from %14 unwind to caller
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @"?run@@YAXXZ"() #1 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Local, align 1
  %2 = alloca %"struct.app::Failure", align 4
  %3 = getelementptr inbounds %"struct.app::Failure", ptr %2, i32 0, i32 0
  store i32 3, ptr %3, align 4
  invoke void @_CxxThrowException(ptr %2, ptr @"_TI1?AUFailure@app@@") #5
          to label %14 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind label %12

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @"??_R0H@8", i32 0, ptr null]
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0M@IKGPFJAF@never?3?5int?6?$AA@") [ "funclet"(token %7) ]
          to label %9 unwind label %12

9:                                                ; preds = %6
  catchret from %7 to label %10

10:                                               ; preds = %9
  br label %11

11:                                               ; preds = %10
  call void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %1) #4
  ret void

12:                                               ; preds = %6, %4
  %13 = cleanuppad within none []
  call void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %1) #4 [ "funclet"(token %13) ]
  cleanupret from %13 unwind to caller

14:                                               ; preds = %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Local@@QEAA@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BA@JJAJDOF@?$HOLocal?5?$CInever?$CJ?6?$AA@")
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %7) ]
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Failure@app@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BC@BDMAMHCE@?$HOFailure?5?$CInever?$CJ?6?$AA@")
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %7) ]
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
