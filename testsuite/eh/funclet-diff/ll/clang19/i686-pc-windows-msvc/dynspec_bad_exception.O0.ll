; ModuleID = 'dynspec_bad_exception.cpp'
source_filename = "dynspec_bad_exception.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor7 = type { ptr, ptr, [8 x i8] }
%rtti.TypeDescriptor23 = type { ptr, ptr, [24 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%struct.B = type { i32 }

$"??1B@@QAE@XZ" = comdat any

$"??_R0?AUA@@@8" = comdat any

$"??_R0?AVbad_exception@std@@@8" = comdat any

$"??_R0?AUB@@@8" = comdat any

$"??_C@_09PCKGIOAD@never?3?5B?6?$AA@" = comdat any

$"??_C@_0BK@CEGDODAA@caught?5bad_exception?3?5?$CFs?6?$AA@" = comdat any

$"??_C@_09PAOADAFK@never?3?5A?6?$AA@" = comdat any

$"??_C@_04GMHPLJJ@end?6?$AA@" = comdat any

$"??_C@_0BN@MAPBOMJP@unexpected?5handler?3?5rethrow?6?$AA@" = comdat any

$"_CT??_R0?AUB@@@84" = comdat any

$"_CTA1?AUB@@" = comdat any

$"_TI1?AUB@@" = comdat any

$"??_C@_07GLHKBFPK@?$HOB?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUA@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUA@@\00" }, comdat
@"??_R0?AVbad_exception@std@@@8" = linkonce_odr global %rtti.TypeDescriptor23 { ptr @"??_7type_info@@6B@", ptr null, [24 x i8] c".?AVbad_exception@std@@\00" }, comdat
@"??_R0?AUB@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { ptr @"??_7type_info@@6B@", ptr null, [8 x i8] c".?AUB@@\00" }, comdat
@"??_C@_09PCKGIOAD@never?3?5B?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never: B\0A\00", comdat, align 1
@"??_C@_0BK@CEGDODAA@caught?5bad_exception?3?5?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [26 x i8] c"caught bad_exception: %s\0A\00", comdat, align 1
@"??_C@_09PAOADAFK@never?3?5A?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never: A\0A\00", comdat, align 1
@"??_C@_04GMHPLJJ@end?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"end\0A\00", comdat, align 1
@"??_C@_0BN@MAPBOMJP@unexpected?5handler?3?5rethrow?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"unexpected handler: rethrow\0A\00", comdat, align 1
@"_CT??_R0?AUB@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUB@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA1?AUB@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUB@@@84"] }, section ".xdata", comdat
@"_TI1?AUB@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1B@@QAE@XZ", ptr null, ptr @"_CTA1?AUB@@" }, section ".xdata", comdat
@"??_C@_07GLHKBFPK@?$HOB?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~B(%d)\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  %3 = call ptr @set_unexpected(ptr noundef @"?rethrow_handler@@YAXXZ") #5
  invoke void @"?spec@@YAXH@Z"(i32 noundef 5)
          to label %25 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6, label %12, label %21] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @"??_R0?AUA@@@8", i32 8, ptr null]
  %8 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09PAOADAFK@never?3?5A?6?$AA@") [ "funclet"(token %7) ]
  catchret from %7 to label %9

9:                                                ; preds = %6
  br label %10

10:                                               ; preds = %9, %20, %24, %25
  %11 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_04GMHPLJJ@end?6?$AA@")
  ret i32 0

12:                                               ; preds = %4
  %13 = catchpad within %5 [ptr @"??_R0?AVbad_exception@std@@@8", i32 8, ptr %2]
  %14 = load ptr, ptr %2, align 4
  %15 = load ptr, ptr %14, align 4
  %16 = getelementptr inbounds ptr, ptr %15, i64 1
  %17 = load ptr, ptr %16, align 4
  %18 = call x86_thiscallcc noundef ptr %17(ptr noundef nonnull align 4 dereferenceable(12) %14) [ "funclet"(token %13) ]
  %19 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BK@CEGDODAA@caught?5bad_exception?3?5?$CFs?6?$AA@", ptr noundef %18) [ "funclet"(token %13) ]
  catchret from %13 to label %20

20:                                               ; preds = %12
  br label %10

21:                                               ; preds = %4
  %22 = catchpad within %5 [ptr @"??_R0?AUB@@@8", i32 8, ptr null]
  %23 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09PCKGIOAD@never?3?5B?6?$AA@") [ "funclet"(token %22) ]
  catchret from %22 to label %24

24:                                               ; preds = %21
  br label %10

25:                                               ; preds = %0
  br label %10
}

; Function Attrs: nounwind
declare dso_local ptr @set_unexpected(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone
define internal void @"?rethrow_handler@@YAXXZ"() #2 {
  %1 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BN@MAPBOMJP@unexpected?5handler?3?5rethrow?6?$AA@")
  call void @_CxxThrowException(ptr null, ptr null) #6
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @"?spec@@YAXH@Z"(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.B, align 4
  store i32 %0, ptr %2, align 4
  %4 = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %2, align 4
  store i32 %5, ptr %4, align 4
  call void @_CxxThrowException(ptr %3, ptr @"_TI1?AUB@@") #6
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local i32 @printf(ptr noundef, ...) #3

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr dso_local x86_thiscallcc void @"??1B@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.B, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_07GLHKBFPK@?$HOB?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local void @__std_terminate()

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
