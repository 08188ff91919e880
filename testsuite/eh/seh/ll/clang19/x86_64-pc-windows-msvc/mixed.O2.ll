; ModuleID = 'llvm-link'
source_filename = "mixed.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%struct.Obj = type { i32 }

$"??1Obj@@QEAA@XZ" = comdat any

$"??0Obj@@QEAA@AEBU0@@Z" = comdat any

$"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@" = comdat any

$"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@" = comdat any

$"??_C@_03KCHOJKKI@set?$AA@" = comdat any

$"??_C@_04MLLLIHIP@null?$AA@" = comdat any

$"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@" = comdat any

$"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_07PCOLHLLC@thrower?$AA@" = comdat any

$"??_R0?AUObj@@@8" = comdat any

$"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUObj@@" = comdat any

$"_TI1?AUObj@@" = comdat any

$"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@" = comdat any

$"??_C@_06GFECGKEO@caller?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"  __except: code %08lx\0A\00", comdat, align 1
@"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"  caught %d\0A\00", comdat, align 1
@seen_params = internal unnamed_addr global i32 0, align 4
@"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"done (%d parameters)\0A\00", comdat, align 1
@"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@" = linkonce_odr dso_local unnamed_addr constant [43 x i8] c"  filter: code %08lx flags %lu params %lu\0A\00", comdat, align 1
@"??_C@_03KCHOJKKI@set?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"set\00", comdat, align 1
@"??_C@_04MLLLIHIP@null?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"null\00", comdat, align 1
@"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@" = linkonce_odr dso_local unnamed_addr constant [52 x i8] c"  filter: magic %08lx object value %d throwinfo %s\0A\00", comdat, align 1
@"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"  __finally abnormal=%d\0A\00", comdat, align 1
@str = private unnamed_addr constant [33 x i8] c"1: a C++ throw taken by __except\00", align 1
@str.1 = private unnamed_addr constant [41 x i8] c"2: declined by the filter, caught by C++\00", align 1
@str.2 = private unnamed_addr constant [39 x i8] c"3: an SEH exception through C++ frames\00", align 1
@str.3 = private unnamed_addr constant [14 x i8] c"  not reached\00", align 1
@"??_C@_07PCOLHLLC@thrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"thrower\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUObj@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUObj@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUObj@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??0Obj@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUObj@@@8??0Obj@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUObj@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??1Obj@@QEAA@XZ" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUObj@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"  catch (Obj &) %d\0A\00", comdat, align 1
@"??_C@_06GFECGKEO@caller?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"caller\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"  Obj(%d)\0A\00", comdat, align 1
@"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"  Obj(copy %d)\0A\00", comdat, align 1
@"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  ~Obj(%d)\0A\00", comdat, align 1
@"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"  ~Guard(%s)\0A\00", comdat, align 1
@str.10 = private unnamed_addr constant [23 x i8] c"  catch (...) takes it\00", align 1
@str.1.9 = private unnamed_addr constant [27 x i8] c"  catch (int): not reached\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__C_specific_handler {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke fastcc void @throw_through_finally() #10
          to label %9 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @"?filt$0@0@main@@"]
  catchret from %5 to label %6

6:                                                ; preds = %4
  %7 = tail call i32 @llvm.eh.exceptioncode(token %5)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@", i32 noundef %7)
  br label %9

9:                                                ; preds = %6, %0
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  %11 = tail call i32 @cxx_catch_around(ptr noundef nonnull @declining) #11
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@HDLCPBE@?5?5caught?5?$CFd?6?$AA@", i32 noundef %11)
  %13 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  invoke void @cxx_call(ptr noundef nonnull @raiser) #10
          to label %21 unwind label %14

14:                                               ; preds = %9
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr @"?filt$1@0@main@@"]
  catchret from %17 to label %18

18:                                               ; preds = %16
  %19 = tail call i32 @llvm.eh.exceptioncode(token %17)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@PIDNCIHM@?5?5__except?3?5code?5?$CF08lx?6?$AA@", i32 noundef %19)
  br label %21

21:                                               ; preds = %18, %9
  %22 = load i32, ptr @seen_params, align 4
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BG@CLGPEPNN@done?5?$CI?$CFd?5parameters?$CJ?6?$AA@", i32 noundef %22)
  ret i32 0
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal fastcc void @throw_through_finally() unnamed_addr #0 personality ptr @__C_specific_handler {
  invoke void @cxx_throw(i32 noundef 7) #10
          to label %1 unwind label %3

1:                                                ; preds = %0
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i32 noundef 0)
  ret void

3:                                                ; preds = %0
  %4 = cleanuppad within none []
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i32 noundef 1) [ "funclet"(token %4) ]
  cleanupret from %4 unwind to caller
}

; Function Attrs: nounwind uwtable
define internal noundef range(i32 0, 2) i32 @"?filt$0@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #0 {
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 24
  %5 = load i32, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 4
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %3, align 8
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i32 noundef %8, i32 noundef %7, i32 noundef %5)
  %10 = load i32, ptr %3, align 8
  %11 = icmp eq i32 %10, -529697949
  br i1 %11, label %12, label %26

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %3, i64 32
  %14 = getelementptr inbounds i8, ptr %3, i64 48
  %15 = load i64, ptr %14, align 8
  %16 = icmp eq i64 %15, 0
  %17 = select i1 %16, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_03KCHOJKKI@set?$AA@"
  %18 = getelementptr inbounds i8, ptr %3, i64 40
  %19 = load i64, ptr %18, align 8
  %20 = inttoptr i64 %19 to ptr
  %21 = tail call i32 @cxx_obj_value(ptr noundef %20) #11
  %22 = load i64, ptr %13, align 8
  %23 = trunc i64 %22 to i32
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i32 noundef %23, i32 noundef %21, ptr noundef nonnull %17)
  %25 = load i32, ptr %4, align 8
  store i32 %25, ptr @seen_params, align 4
  br label %26

26:                                               ; preds = %12, %2
  ret i32 1
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #2

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal void @declining() #0 personality ptr @__C_specific_handler {
  invoke void @cxx_throw(i32 noundef 8) #10
          to label %1 unwind label %2

1:                                                ; preds = %0
  invoke fastcc void @"?fin$0@0@declining@@"(i8 noundef 0) #10
          to label %12 unwind label %5

2:                                                ; preds = %0
  %3 = cleanuppad within none []
  invoke fastcc void @"?fin$0@0@declining@@"(i8 noundef 1) #10 [ "funclet"(token %3) ]
          to label %4 unwind label %5

4:                                                ; preds = %2
  cleanupret from %3 unwind label %5

5:                                                ; preds = %4, %2, %1
  %6 = catchswitch within none [label %7] unwind to caller

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @"?filt$0@0@declining@@"]
  catchret from %8 to label %9

9:                                                ; preds = %7
  %10 = tail call i32 @llvm.eh.exceptioncode(token %8)
  %11 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.3)
  br label %12

12:                                               ; preds = %9, %1
  ret void
}

; Function Attrs: nounwind uwtable
define internal void @raiser() #0 {
  tail call void @RaiseException(i32 noundef -536870831, i32 noundef 0, i32 noundef 0, ptr noundef null) #11
  ret void
}

; Function Attrs: nounwind uwtable
define internal noundef range(i32 0, 2) i32 @"?filt$1@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #0 {
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 24
  %5 = load i32, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 4
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %3, align 8
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i32 noundef %8, i32 noundef %7, i32 noundef %5)
  %10 = load i32, ptr %3, align 8
  %11 = icmp eq i32 %10, -529697949
  br i1 %11, label %12, label %26

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %3, i64 32
  %14 = getelementptr inbounds i8, ptr %3, i64 48
  %15 = load i64, ptr %14, align 8
  %16 = icmp eq i64 %15, 0
  %17 = select i1 %16, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_03KCHOJKKI@set?$AA@"
  %18 = getelementptr inbounds i8, ptr %3, i64 40
  %19 = load i64, ptr %18, align 8
  %20 = inttoptr i64 %19 to ptr
  %21 = tail call i32 @cxx_obj_value(ptr noundef %20) #11
  %22 = load i64, ptr %13, align 8
  %23 = trunc i64 %22 to i32
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i32 noundef %23, i32 noundef %21, ptr noundef nonnull %17)
  %25 = load i32, ptr %4, align 8
  store i32 %25, ptr @seen_params, align 4
  br label %26

26:                                               ; preds = %12, %2
  ret i32 1
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @"?fin$0@0@declining@@"(i8 noundef %0) unnamed_addr #5 {
  %2 = zext nneg i8 %0 to i32
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BJ@GMCBEPHJ@?5?5__finally?5abnormal?$DN?$CFd?6?$AA@", i32 noundef %2)
  ret void
}

; Function Attrs: nounwind uwtable
define internal noundef range(i32 0, 2) i32 @"?filt$0@0@declining@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #0 {
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 24
  %5 = load i32, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %3, i64 4
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %3, align 8
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CL@BMBCKBF@?5?5filter?3?5code?5?$CF08lx?5flags?5?$CFlu?5p@", i32 noundef %8, i32 noundef %7, i32 noundef %5)
  %10 = load i32, ptr %3, align 8
  %11 = icmp eq i32 %10, -529697949
  br i1 %11, label %12, label %26

12:                                               ; preds = %2
  %13 = getelementptr inbounds i8, ptr %3, i64 32
  %14 = getelementptr inbounds i8, ptr %3, i64 48
  %15 = load i64, ptr %14, align 8
  %16 = icmp eq i64 %15, 0
  %17 = select i1 %16, ptr @"??_C@_04MLLLIHIP@null?$AA@", ptr @"??_C@_03KCHOJKKI@set?$AA@"
  %18 = getelementptr inbounds i8, ptr %3, i64 40
  %19 = load i64, ptr %18, align 8
  %20 = inttoptr i64 %19 to ptr
  %21 = tail call i32 @cxx_obj_value(ptr noundef %20) #11
  %22 = load i64, ptr %13, align 8
  %23 = trunc i64 %22 to i32
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DE@HPEPCBEI@?5?5filter?3?5magic?5?$CF08lx?5object?5val@", i32 noundef %23, i32 noundef %21, ptr noundef nonnull %17)
  %25 = load i32, ptr %4, align 8
  store i32 %25, ptr @seen_params, align 4
  br label %26

26:                                               ; preds = %12, %2
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @cxx_obj_value(ptr nocapture noundef readonly %0) local_unnamed_addr #6 {
  %2 = load i32, ptr %0, align 4
  ret i32 %2
}

; Function Attrs: mustprogress noreturn uwtable
define dso_local void @cxx_throw(i32 noundef %0) local_unnamed_addr #7 personality ptr @__CxxFrameHandler3 {
  %2 = alloca %struct.Obj, align 4
  store i32 %0, ptr %2, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@HKHDGIDB@?5?5Obj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %0)
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI1?AUObj@@") #12
          to label %7 unwind label %4

4:                                                ; preds = %1
  %5 = cleanuppad within none []
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_07PCOLHLLC@thrower?$AA@") [ "funclet"(token %5) ]
  cleanupret from %5 unwind to caller

7:                                                ; preds = %1
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @"??1Obj@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #8 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = load i32, ptr %0, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@NFMNHCLB@?5?5?$HOObj?$CI?$CFd?$CJ?6?$AA@", i32 noundef %2)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @"??0Obj@@QEAA@AEBU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #9 comdat align 2 {
  %3 = load i32, ptr %1, align 4
  store i32 %3, ptr %0, align 4
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BA@BABGJCDN@?5?5Obj?$CIcopy?5?$CFd?$CJ?6?$AA@", i32 noundef %3)
  ret ptr %0
}

; Function Attrs: mustprogress uwtable
define dso_local i32 @cxx_catch_around(ptr nocapture noundef readonly %0) local_unnamed_addr #9 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  invoke void %0()
          to label %12 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind to caller

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"??_R0?AUObj@@@8", i32 8, ptr %2]
  %7 = load ptr, ptr %2, align 8
  %8 = load i32, ptr %7, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@LAMEJPNE@?5?5catch?5?$CIObj?5?$CG?$CJ?5?$CFd?6?$AA@", i32 noundef %8) [ "funclet"(token %6) ]
  %10 = load ptr, ptr %2, align 8
  %11 = load i32, ptr %10, align 4
  catchret from %6 to label %12

12:                                               ; preds = %5, %1
  %13 = phi i32 [ %11, %5 ], [ 0, %1 ]
  ret i32 %13
}

; Function Attrs: mustprogress uwtable
define dso_local void @cxx_call(ptr nocapture noundef readonly %0) local_unnamed_addr #9 personality ptr @__CxxFrameHandler3 {
  invoke void %0()
          to label %7 unwind label %2

2:                                                ; preds = %1
  %3 = catchswitch within none [label %4, label %9] unwind label %12

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @"??_R0H@8", i32 0, ptr null]
  %6 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1.9) [ "funclet"(token %5) ]
  catchret from %5 to label %7

7:                                                ; preds = %9, %4, %1
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_06GFECGKEO@caller?$AA@")
  ret void

9:                                                ; preds = %2
  %10 = catchpad within %3 [ptr null, i32 64, ptr null]
  %11 = call i32 @puts(ptr nonnull dereferenceable(1) @str.10) [ "funclet"(token %10) ]
  catchret from %10 to label %7

12:                                               ; preds = %2
  %13 = cleanuppad within none []
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0O@POIFHDAL@?5?5?$HOGuard?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_06GFECGKEO@caller?$AA@") [ "funclet"(token %13) ]
  cleanupret from %13 unwind to caller
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noinline }
attributes #11 = { nounwind }
attributes #12 = { noreturn }

!llvm.module.flags = !{!1, !2, !3, !4}

!0 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 1, !"MaxTLSAlign", i32 65536}
