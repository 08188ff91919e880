; ModuleID = 'rethrow_from_callee.cpp'
source_filename = "rethrow_from_callee.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor12 = type { ptr, ptr, [13 x i8] }
%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.2 = type { i32, [2 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%struct.SubErr = type { %struct.Err }
%struct.Err = type { i32 }

$"??_R0?AUSubErr@@@8" = comdat any

$"??_C@_0BC@PMMHMHCK@caught?5SubErr?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUErr@@@8" = comdat any

$"_CT??_R0?AUSubErr@@@84" = comdat any

$"_CT??_R0?AUErr@@@84" = comdat any

$"_CTA2?AUSubErr@@" = comdat any

$"_TI2?AUSubErr@@" = comdat any

$"??_C@_07MILLDJGK@handler?$AA@" = comdat any

$"??_C@_0L@LFIBMKL@Local?$CI?$CFs?$CJ?6?$AA@" = comdat any

$"??_C@_09JAALFNOD@rethrower?$AA@" = comdat any

$"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUSubErr@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { ptr @"??_7type_info@@6B@", ptr null, [13 x i8] c".?AUSubErr@@\00" }, comdat
@"??_C@_0BC@PMMHMHCK@caught?5SubErr?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"caught SubErr %d\0A\00", comdat, align 1
@"??_R0?AUErr@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUErr@@\00" }, comdat
@"_CT??_R0?AUSubErr@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUSubErr@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CT??_R0?AUErr@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUErr@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA2?AUSubErr@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0?AUSubErr@@@84", ptr @"_CT??_R0?AUErr@@@84"] }, section ".xdata", comdat
@"_TI2?AUSubErr@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA2?AUSubErr@@" }, section ".xdata", comdat
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1
@"??_C@_0L@LFIBMKL@Local?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"Local(%s)\0A\00", comdat, align 1
@"??_C@_09JAALFNOD@rethrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rethrower\00", comdat, align 1
@"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", comdat, align 1
@str = private unnamed_addr constant [11 x i8] c"rethrowing\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.SubErr, align 4
  %2 = alloca ptr, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store i32 5, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI2?AUSubErr@@") #4
          to label %15 unwind label %3

3:                                                ; preds = %0
  %4 = catchswitch within none [label %5] unwind label %16

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0?AUErr@@@8", i32 8, ptr null]
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@LFIBMKL@Local?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %6) ]
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@LFIBMKL@Local?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_09JAALFNOD@rethrower?$AA@") [ "funclet"(token %6) ]
  %9 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %6) ]
  invoke void @_CxxThrowException(ptr null, ptr null) #4 [ "funclet"(token %6) ]
          to label %14 unwind label %10

10:                                               ; preds = %5
  %11 = cleanuppad within %6 []
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_09JAALFNOD@rethrower?$AA@") [ "funclet"(token %11) ]
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_07MILLDJGK@handler?$AA@") [ "funclet"(token %11) ]
  cleanupret from %11 unwind label %16

14:                                               ; preds = %5
  unreachable

15:                                               ; preds = %0
  unreachable

16:                                               ; preds = %10, %3
  %17 = catchswitch within none [label %18] unwind to caller

18:                                               ; preds = %16
  %19 = catchpad within %17 [ptr @"??_R0?AUSubErr@@@8", i32 8, ptr %2]
  %20 = load ptr, ptr %2, align 4
  %21 = load i32, ptr %20, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@PMMHMHCK@caught?5SubErr?5?$CFd?6?$AA@", i32 noundef %21) [ "funclet"(token %19) ]
  catchret from %19 to label %23

23:                                               ; preds = %18
  ret i32 0
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
