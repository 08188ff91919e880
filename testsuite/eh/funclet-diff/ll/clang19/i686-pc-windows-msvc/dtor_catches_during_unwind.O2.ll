; ModuleID = 'dtor_catches_during_unwind.cpp'
source_filename = "dtor_catches_during_unwind.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%struct.Careful = type { i8 }
%struct.Err = type { i32 }

$"??1Err@@QAE@XZ" = comdat any

$"??1Careful@@QAE@XZ" = comdat any

$"??_R0?AUErr@@@8" = comdat any

$"??_C@_0BA@EKNKJOGE@main?5caught?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0?AUErr@@@84" = comdat any

$"_CTA1?AUErr@@" = comdat any

$"_TI1?AUErr@@" = comdat any

$"??_C@_09GOJLOBJL@?$HOErr?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BM@LBGLBAJK@?$HOCareful?5caught?5its?5own?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BI@BEHIENHK@?$HOCareful?5caught?5int?5?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUErr@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUErr@@\00" }, comdat
@"??_C@_0BA@EKNKJOGE@main?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"main caught %d\0A\00", comdat, align 1
@"_CT??_R0?AUErr@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUErr@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA1?AUErr@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUErr@@@84"] }, section ".xdata", comdat
@"_TI1?AUErr@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Err@@QAE@XZ", ptr null, ptr @"_CTA1?AUErr@@" }, section ".xdata", comdat
@"??_C@_09GOJLOBJL@?$HOErr?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"~Err(%d)\0A\00", comdat, align 1
@"??_C@_0BM@LBGLBAJK@?$HOCareful?5caught?5its?5own?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"~Careful caught its own %d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"??_C@_0BI@BEHIENHK@?$HOCareful?5caught?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"~Careful caught int %d\0A\00", comdat, align 1
@str = private unnamed_addr constant [15 x i8] c"~Careful start\00", align 1
@str.1 = private unnamed_addr constant [13 x i8] c"~Careful end\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca ptr, align 4
  invoke fastcc void @"?work@@YAXXZ"()
          to label %9 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @"??_R0?AUErr@@@8", i32 8, ptr %1]
  %6 = load ptr, ptr %1, align 4
  %7 = load i32, ptr %6, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@EKNKJOGE@main?5caught?5?$CFd?6?$AA@", i32 noundef %7) [ "funclet"(token %5) ]
  catchret from %5 to label %10

9:                                                ; preds = %0
  unreachable

10:                                               ; preds = %4
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @"?work@@YAXXZ"() unnamed_addr #1 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Careful, align 1
  %2 = alloca %struct.Err, align 4
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #7
  store i32 1, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI1?AUErr@@") #8
          to label %5 unwind label %3

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  call x86_thiscallcc void @"??1Careful@@QAE@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %1) #7 [ "funclet"(token %4) ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #7
  cleanupret from %4 unwind to caller

5:                                                ; preds = %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Err@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = load i32, ptr %0, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_09GOJLOBJL@?$HOErr?$CI?$CFd?$CJ?6?$AA@", i32 noundef %2)
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Careful@@QAE@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke fastcc void @"?helper2@@YAXH@Z"()
          to label %13 unwind label %6

6:                                                ; preds = %1
  %7 = catchswitch within none [label %8] unwind label %24

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @"??_R0?AUErr@@@8", i32 8, ptr %2]
  %10 = load ptr, ptr %2, align 4
  %11 = load i32, ptr %10, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@LBGLBAJK@?$HOCareful?5caught?5its?5own?5?$CFd?6?$AA@", i32 noundef %11) [ "funclet"(token %9) ]
  catchret from %9 to label %14

13:                                               ; preds = %1
  unreachable

14:                                               ; preds = %8
  store i32 3, ptr %3, align 4
  invoke void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #8
          to label %23 unwind label %15

15:                                               ; preds = %14
  %16 = catchswitch within none [label %17] unwind label %24

17:                                               ; preds = %15
  %18 = catchpad within %16 [ptr @"??_R0H@8", i32 0, ptr %4]
  %19 = load i32, ptr %4, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@BEHIENHK@?$HOCareful?5caught?5int?5?$CFd?6?$AA@", i32 noundef %19) [ "funclet"(token %18) ]
  catchret from %18 to label %21

21:                                               ; preds = %17
  %22 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  ret void

23:                                               ; preds = %14
  unreachable

24:                                               ; preds = %15, %6
  %25 = cleanuppad within none []
  call void @__std_terminate() #9 [ "funclet"(token %25) ]
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare dso_local void @__std_terminate() local_unnamed_addr

; Function Attrs: mustprogress noinline noreturn
define internal fastcc void @"?helper2@@YAXH@Z"() unnamed_addr #5 {
  tail call fastcc void @"?helper@@YAXH@Z"()
  unreachable
}

; Function Attrs: mustprogress noinline noreturn
define internal fastcc void @"?helper@@YAXH@Z"() unnamed_addr #5 {
  %1 = alloca %struct.Err, align 4
  store i32 2, ptr %1, align 4
  call void @_CxxThrowException(ptr nonnull %1, ptr nonnull @"_TI1?AUErr@@") #8
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse noreturn "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline noreturn "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
