; ModuleID = 'c_cleanup_extern_c.cpp'
source_filename = "c_cleanup_extern_c.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"cleanup %d\0A\00", comdat, align 1
@str = private unnamed_addr constant [5 x i8] c"~Obj\00", align 1

; Function Attrs: mustprogress
define dso_local void @c_thrower(i32 noundef %0) local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  store i32 99, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #5
          to label %20 unwind label %17

5:                                                ; preds = %1
  %6 = add nsw i32 %0, 100
  %7 = add nsw i32 %0, -1
  %8 = add nsw i32 %0, 999
  invoke void @c_thrower(i32 noundef %7)
          to label %13 unwind label %9

9:                                                ; preds = %5
  %10 = cleanuppad within none []
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i32 noundef %8) [ "funclet"(token %10) ]
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i32 noundef %6) [ "funclet"(token %10) ]
  cleanupret from %10 unwind label %17

13:                                               ; preds = %5
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i32 noundef %8)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i32 noundef %6)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i32 noundef %0)
  ret void

17:                                               ; preds = %9, %4
  %18 = cleanuppad within none []
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i32 noundef %0) [ "funclet"(token %18) ]
  cleanupret from %18 unwind to caller

20:                                               ; preds = %4
  unreachable
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress
define dso_local void @c_middle(i32 noundef %0) local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %2 = add nsw i32 %0, 1000
  invoke void @c_thrower(i32 noundef %0)
          to label %3 unwind label %5

3:                                                ; preds = %1
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i32 noundef %2)
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@GOPBGCPO@cleanup?5?$CFd?6?$AA@", i32 noundef %2) [ "funclet"(token %6) ]
  cleanupret from %6 unwind to caller
}

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #1 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  invoke fastcc void @"?cpp_frame@@YAXXZ"()
          to label %8 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @"??_R0H@8", i32 0, ptr %1]
  %6 = load i32, ptr %1, align 4
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %6) [ "funclet"(token %5) ]
  catchret from %5 to label %8

8:                                                ; preds = %0, %4
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @"?cpp_frame@@YAXXZ"() unnamed_addr #2 personality ptr @__CxxFrameHandler3 {
  invoke void @c_thrower(i32 noundef 2)
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
