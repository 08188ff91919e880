; ModuleID = 'terminate_unhandled_class.cpp'
source_filename = "terminate_unhandled_class.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor4 = type { ptr, ptr, [5 x i8] }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor17 = type { ptr, ptr, [18 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%"struct.app::Failure" = type { i32 }

$"??1Failure@app@@QAE@XZ" = comdat any

$"??_R0PAD@8" = comdat any

$"??_R0H@8" = comdat any

$"??_R0?AUFailure@app@@@8" = comdat any

$"_CT??_R0?AUFailure@app@@@84" = comdat any

$"_CTA1?AUFailure@app@@" = comdat any

$"_TI1?AUFailure@app@@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0PAD@8" = linkonce_odr global %rtti.TypeDescriptor4 { ptr @"??_7type_info@@6B@", ptr null, [5 x i8] c".PAD\00" }, comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_R0?AUFailure@app@@@8" = linkonce_odr global %rtti.TypeDescriptor17 { ptr @"??_7type_info@@6B@", ptr null, [18 x i8] c".?AUFailure@app@@\00" }, comdat
@"_CT??_R0?AUFailure@app@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUFailure@app@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA1?AUFailure@app@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUFailure@app@@@84"] }, section ".xdata", comdat
@"_TI1?AUFailure@app@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Failure@app@@QAE@XZ", ptr null, ptr @"_CTA1?AUFailure@app@@" }, section ".xdata", comdat
@str = private unnamed_addr constant [19 x i8] c"never: const char*\00", align 1
@str.1 = private unnamed_addr constant [11 x i8] c"never: int\00", align 1
@str.2 = private unnamed_addr constant [15 x i8] c"~Local (never)\00", align 1
@str.3 = private unnamed_addr constant [17 x i8] c"~Failure (never)\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  invoke fastcc void @"?run@@YAXXZ"()
          to label %6 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind label %8

3:                                                ; preds = %1
  %4 = catchpad within %2 [ptr @"??_R0PAD@8", i32 1, ptr null]
  %5 = call i32 @puts(ptr nonnull dereferenceable(1) @str) [ "funclet"(token %4) ]
  catchret from %4 to label %6

6:                                                ; preds = %0, %3
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  ret i32 0

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  %10 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2) [ "funclet"(token %9) ]
  cleanupret from %9 unwind to caller
}

; Function Attrs: mustprogress noinline norecurse
define internal fastcc void @"?run@@YAXXZ"() unnamed_addr #1 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %"struct.app::Failure", align 4
  store i32 3, ptr %1, align 4
  invoke void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI1?AUFailure@app@@") #4
          to label %12 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind label %9

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @"??_R0H@8", i32 0, ptr null]
  %6 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1) [ "funclet"(token %5) ]
  catchret from %5 to label %7

7:                                                ; preds = %4
  %8 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  ret void

9:                                                ; preds = %2
  %10 = cleanuppad within none []
  %11 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2) [ "funclet"(token %10) ]
  cleanupret from %10 unwind to caller

12:                                               ; preds = %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Failure@app@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
