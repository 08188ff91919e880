; ModuleID = 'terminate_unhandled_int.cpp'
source_filename = "terminate_unhandled_int.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }

$"??_C@_0L@MGJGHDIN@Local?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BE@EGGGHJFP@?$HOLocal?$CI?$CFd?$CJ?5?$CInever?$CJ?6?$AA@" = comdat any

@"??_C@_0L@MGJGHDIN@Local?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"Local(%d)\0A\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"??_C@_0BE@EGGGHJFP@?$HOLocal?$CI?$CFd?$CJ?5?$CInever?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"~Local(%d) (never)\0A\00", comdat, align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MGJGHDIN@Local?$CI?$CFd?$CJ?6?$AA@", i32 noundef 100)
  invoke fastcc void @"?deep@@YAXH@Z"(i32 noundef 3)
          to label %2 unwind label %4

2:                                                ; preds = %0
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@EGGGHJFP@?$HOLocal?$CI?$CFd?$CJ?5?$CInever?$CJ?6?$AA@", i32 noundef 100)
  ret i32 0

4:                                                ; preds = %0
  %5 = cleanuppad within none []
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@EGGGHJFP@?$HOLocal?$CI?$CFd?$CJ?5?$CInever?$CJ?6?$AA@", i32 noundef 100) [ "funclet"(token %5) ]
  cleanupret from %5 unwind to caller
}

; Function Attrs: mustprogress noinline
define internal fastcc void @"?deep@@YAXH@Z"(i32 noundef %0) unnamed_addr #1 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MGJGHDIN@Local?$CI?$CFd?$CJ?6?$AA@", i32 noundef %0)
  %4 = icmp eq i32 %0, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  store i32 7, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #3
          to label %13 unwind label %10

6:                                                ; preds = %1
  %7 = add nsw i32 %0, -1
  invoke fastcc void @"?deep@@YAXH@Z"(i32 noundef %7)
          to label %8 unwind label %10

8:                                                ; preds = %6
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@EGGGHJFP@?$HOLocal?$CI?$CFd?$CJ?5?$CInever?$CJ?6?$AA@", i32 noundef %0)
  ret void

10:                                               ; preds = %6, %5
  %11 = cleanuppad within none []
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@EGGGHJFP@?$HOLocal?$CI?$CFd?$CJ?5?$CInever?$CJ?6?$AA@", i32 noundef %0) [ "funclet"(token %11) ]
  cleanupret from %11 unwind to caller

13:                                               ; preds = %5
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
