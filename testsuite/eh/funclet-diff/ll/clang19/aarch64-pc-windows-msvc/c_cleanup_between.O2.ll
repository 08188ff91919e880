; ModuleID = 'llvm-link'
source_filename = "llvm-link"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }

$"??_C@_0BC@EACKGNKJ@C?$CL?$CL?5throws?5at?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0O@GHFOEPGL@C?$CL?$CL?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BG@KPHMMMLL@no?9throw?5callback?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BC@INCPLIHC@C?5layer?5?$CFd?5enter?6?$AA@" = comdat any

$"??_C@_0BC@IBLFFIBE@C?5layer?5?$CFd?5leave?6?$AA@" = comdat any

$"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@" = comdat any

@"??_C@_0BC@EACKGNKJ@C?$CL?$CL?5throws?5at?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"C++ throws at %d\0A\00", comdat, align 8
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 8
@"??_C@_0O@GHFOEPGL@C?$CL?$CL?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"C++ ~Obj(%d)\0A\00", comdat, align 8
@"??_C@_0BG@KPHMMMLL@no?9throw?5callback?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"no-throw callback %d\0A\00", comdat, align 8
@"??_C@_0BC@INCPLIHC@C?5layer?5?$CFd?5enter?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"C layer %d enter\0A\00", comdat, align 8
@"??_C@_0BC@IBLFFIBE@C?5layer?5?$CFd?5leave?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"C layer %d leave\0A\00", comdat, align 8
@"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"C cleanup releases %d\0A\00", comdat, align 8

; Function Attrs: mustprogress uwtable
define dso_local void @cpp_callback(i32 noundef %0) #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = icmp eq i32 %0, 3
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@EACKGNKJ@C?$CL?$CL?5throws?5at?5?$CFd?6?$AA@", i32 noundef 3)
  store i32 3, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #5
          to label %13 unwind label %10

6:                                                ; preds = %1
  %7 = add nsw i32 %0, 1
  invoke void @c_layer(i32 noundef %7, ptr noundef nonnull @cpp_callback)
          to label %8 unwind label %10

8:                                                ; preds = %6
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@GHFOEPGL@C?$CL?$CL?5?$HOObj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %0)
  ret void

10:                                               ; preds = %6, %4
  %11 = cleanuppad within none []
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@GHFOEPGL@C?$CL?$CL?5?$HOObj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %0) [ "funclet"(token %11) ]
  cleanupret from %11 unwind to caller

13:                                               ; preds = %4
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  invoke void @c_layer(i32 noundef 1, ptr noundef nonnull @cpp_callback)
          to label %8 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @"??_R0H@8", i32 0, ptr %1]
  %6 = load i32, ptr %1, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %6) [ "funclet"(token %5) ]
  catchret from %5 to label %8

8:                                                ; preds = %4, %0
  call void @c_layer(i32 noundef 10, ptr noundef nonnull @"?__invoke@<lambda_0>@?0??main@@9@CA?A?<auto>@@H@Z")
  ret i32 0
}

; Function Attrs: inlinehint mustprogress nofree nounwind uwtable
define internal void @"?__invoke@<lambda_0>@?0??main@@9@CA?A?<auto>@@H@Z"(i32 noundef %0) #3 {
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@KPHMMMLL@no?9throw?5callback?5?$CFd?6?$AA@", i32 noundef %0)
  ret void
}

; Function Attrs: uwtable
define dso_local void @c_plain(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 {
  tail call void %1(i32 noundef %0)
  ret void
}

; Function Attrs: uwtable
define dso_local void @c_layer(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 personality ptr @__CxxFrameHandler3 {
  %3 = mul nsw i32 %0, 10
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@INCPLIHC@C?5layer?5?$CFd?5enter?6?$AA@", i32 noundef %0)
  invoke void %1(i32 noundef %0)
          to label %5 unwind label %9

5:                                                ; preds = %2
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@IBLFFIBE@C?5layer?5?$CFd?5leave?6?$AA@", i32 noundef %0)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@", i32 noundef %3)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@", i32 noundef %0)
  ret void

9:                                                ; preds = %2
  %10 = cleanuppad within none []
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@", i32 noundef %3) [ "funclet"(token %10) ]
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@EKAJLJEG@C?5cleanup?5releases?5?$CFd?6?$AA@", i32 noundef %0) [ "funclet"(token %10) ]
  cleanupret from %10 unwind to caller
}

attributes #0 = { mustprogress uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { mustprogress norecurse uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { inlinehint mustprogress nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #5 = { noreturn }

!llvm.ident = !{!0, !0}
!llvm.module.flags = !{!1, !2, !3}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
