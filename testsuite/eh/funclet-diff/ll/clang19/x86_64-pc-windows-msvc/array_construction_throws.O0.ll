; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Elem = type { i32 }

$"??0Elem@@QEAA@XZ" = comdat any

$"??1Elem@@QEAA@XZ" = comdat any

$"??0Elem@@QEAA@H@Z" = comdat any

$"??_UElem@@SAPEAX_K@Z" = comdat any

$"??_VElem@@SAXPEAX@Z" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_06DGNDMPDK@never?6?$AA@" = comdat any

$"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = comdat any

$"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@" = comdat any

$"??_C@_0BG@GDIDAHLE@Elem?3?3operator?5new?$FL?$FN?6?$AA@" = comdat any

$"??_C@_0BJ@IOEOBIOB@Elem?3?3operator?5delete?$FL?$FN?6?$AA@" = comdat any

@counter = internal global i32 0, align 4
@fail_at = internal global i32 0, align 4
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_06DGNDMPDK@never?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"never\0A\00", comdat, align 1
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 1
@"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never %d\0A\00", comdat, align 1
@"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Elem(%d)\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0H@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0H@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @_CTA1H to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"~Elem(%d)\0A\00", comdat, align 1
@"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"Elem(%d) explicit\0A\00", comdat, align 1
@"??_C@_0BG@GDIDAHLE@Elem?3?3operator?5new?$FL?$FN?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"Elem::operator new[]\0A\00", comdat, align 1
@"??_C@_0BJ@IOEOBIOB@Elem?3?3operator?5delete?$FL?$FN?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"Elem::operator delete[]\0A\00", comdat, align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x %struct.Elem], align 16
  %3 = alloca i32, align 4
  %4 = alloca [4 x %struct.Elem], align 16
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr @counter, align 4
  store i32 4, ptr @fail_at, align 4
  %10 = getelementptr inbounds [6 x %struct.Elem], ptr %2, i32 0, i32 0
  %11 = getelementptr inbounds %struct.Elem, ptr %10, i64 6
  br label %12

12:                                               ; preds = %15, %0
  %13 = phi ptr [ %10, %0 ], [ %16, %15 ]
  %14 = invoke noundef ptr @"??0Elem@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %13)
          to label %15 unwind label %28

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.Elem, ptr %13, i64 1
  %17 = icmp eq ptr %16, %11
  br i1 %17, label %18, label %12

18:                                               ; preds = %15
  %19 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_06DGNDMPDK@never?6?$AA@")
          to label %20 unwind label %36

20:                                               ; preds = %18
  %21 = getelementptr inbounds [6 x %struct.Elem], ptr %2, i32 0, i32 0
  %22 = getelementptr inbounds %struct.Elem, ptr %21, i64 6
  br label %23

23:                                               ; preds = %23, %20
  %24 = phi ptr [ %22, %20 ], [ %25, %23 ]
  %25 = getelementptr inbounds %struct.Elem, ptr %24, i64 -1
  call void @"??1Elem@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %25) #5
  %26 = icmp eq ptr %25, %21
  br i1 %26, label %27, label %23

27:                                               ; preds = %23
  br label %52

28:                                               ; preds = %12
  %29 = cleanuppad within none []
  %30 = icmp eq ptr %10, %13
  br i1 %30, label %35, label %31

31:                                               ; preds = %31, %28
  %32 = phi ptr [ %13, %28 ], [ %33, %31 ]
  %33 = getelementptr inbounds %struct.Elem, ptr %32, i64 -1
  call void @"??1Elem@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %33) #5 [ "funclet"(token %29) ]
  %34 = icmp eq ptr %33, %10
  br i1 %34, label %35, label %31

35:                                               ; preds = %31, %28
  cleanupret from %29 unwind label %45

36:                                               ; preds = %18
  %37 = cleanuppad within none []
  %38 = getelementptr inbounds [6 x %struct.Elem], ptr %2, i32 0, i32 0
  %39 = getelementptr inbounds %struct.Elem, ptr %38, i64 6
  br label %40

40:                                               ; preds = %40, %36
  %41 = phi ptr [ %39, %36 ], [ %42, %40 ]
  %42 = getelementptr inbounds %struct.Elem, ptr %41, i64 -1
  call void @"??1Elem@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %42) #5 [ "funclet"(token %37) ]
  %43 = icmp eq ptr %42, %38
  br i1 %43, label %44, label %40

44:                                               ; preds = %40
  cleanupret from %37 unwind label %45

45:                                               ; preds = %44, %35
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [ptr @"??_R0H@8", i32 0, ptr %3]
  %49 = load i32, ptr %3, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %49) [ "funclet"(token %48) ]
  catchret from %48 to label %51

51:                                               ; preds = %47
  br label %52

52:                                               ; preds = %51, %27
  store i32 30, ptr @fail_at, align 4
  store ptr %4, ptr %5, align 8
  %53 = invoke noundef ptr @"??0Elem@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %4, i32 noundef 10)
          to label %54 unwind label %73

54:                                               ; preds = %52
  %55 = getelementptr inbounds %struct.Elem, ptr %4, i64 1
  store ptr %55, ptr %5, align 8
  %56 = invoke noundef ptr @"??0Elem@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %55, i32 noundef 20)
          to label %57 unwind label %73

57:                                               ; preds = %54
  %58 = getelementptr inbounds %struct.Elem, ptr %4, i64 2
  store ptr %58, ptr %5, align 8
  %59 = invoke noundef ptr @"??0Elem@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %58, i32 noundef 30)
          to label %60 unwind label %73

60:                                               ; preds = %57
  %61 = getelementptr inbounds %struct.Elem, ptr %4, i64 3
  store ptr %61, ptr %5, align 8
  %62 = invoke noundef ptr @"??0Elem@@QEAA@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) %61, i32 noundef 40)
          to label %63 unwind label %73

63:                                               ; preds = %60
  %64 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_06DGNDMPDK@never?6?$AA@")
          to label %65 unwind label %82

65:                                               ; preds = %63
  %66 = getelementptr inbounds [4 x %struct.Elem], ptr %4, i32 0, i32 0
  %67 = getelementptr inbounds %struct.Elem, ptr %66, i64 4
  br label %68

68:                                               ; preds = %68, %65
  %69 = phi ptr [ %67, %65 ], [ %70, %68 ]
  %70 = getelementptr inbounds %struct.Elem, ptr %69, i64 -1
  call void @"??1Elem@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %70) #5
  %71 = icmp eq ptr %70, %66
  br i1 %71, label %72, label %68

72:                                               ; preds = %68
  br label %98

73:                                               ; preds = %60, %57, %54, %52
  %74 = cleanuppad within none []
  %75 = load ptr, ptr %5, align 8
  %76 = icmp eq ptr %4, %75
  br i1 %76, label %81, label %77

77:                                               ; preds = %77, %73
  %78 = phi ptr [ %75, %73 ], [ %79, %77 ]
  %79 = getelementptr inbounds %struct.Elem, ptr %78, i64 -1
  call void @"??1Elem@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %79) #5 [ "funclet"(token %74) ]
  %80 = icmp eq ptr %79, %4
  br i1 %80, label %81, label %77

81:                                               ; preds = %77, %73
  cleanupret from %74 unwind label %91

82:                                               ; preds = %63
  %83 = cleanuppad within none []
  %84 = getelementptr inbounds [4 x %struct.Elem], ptr %4, i32 0, i32 0
  %85 = getelementptr inbounds %struct.Elem, ptr %84, i64 4
  br label %86

86:                                               ; preds = %86, %82
  %87 = phi ptr [ %85, %82 ], [ %88, %86 ]
  %88 = getelementptr inbounds %struct.Elem, ptr %87, i64 -1
  call void @"??1Elem@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %88) #5 [ "funclet"(token %83) ]
  %89 = icmp eq ptr %88, %84
  br i1 %89, label %90, label %86

90:                                               ; preds = %86
  cleanupret from %83 unwind label %91

91:                                               ; preds = %90, %81
  %92 = catchswitch within none [label %93] unwind to caller

93:                                               ; preds = %91
  %94 = catchpad within %92 [ptr @"??_R0H@8", i32 0, ptr %6]
  %95 = load i32, ptr %6, align 4
  %96 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %95) [ "funclet"(token %94) ]
  catchret from %94 to label %97

97:                                               ; preds = %93
  br label %98

98:                                               ; preds = %97, %72
  store i32 100, ptr @counter, align 4
  store i32 103, ptr @fail_at, align 4
  %99 = invoke noundef ptr @"??_UElem@@SAPEAX_K@Z"(i64 noundef 28)
          to label %100 unwind label %115

100:                                              ; preds = %98
  store i64 5, ptr %99, align 8
  %101 = getelementptr inbounds i8, ptr %99, i64 8
  %102 = getelementptr inbounds %struct.Elem, ptr %101, i64 5
  br label %103

103:                                              ; preds = %106, %100
  %104 = phi ptr [ %101, %100 ], [ %107, %106 ]
  %105 = invoke noundef ptr @"??0Elem@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %104)
          to label %106 unwind label %147

106:                                              ; preds = %103
  %107 = getelementptr inbounds %struct.Elem, ptr %104, i64 1
  %108 = icmp eq ptr %107, %102
  br i1 %108, label %109, label %103

109:                                              ; preds = %106
  store ptr %101, ptr %7, align 8
  %110 = load ptr, ptr %7, align 8
  %111 = getelementptr inbounds %struct.Elem, ptr %110, i64 0
  %112 = getelementptr inbounds %struct.Elem, ptr %111, i32 0, i32 0
  %113 = load i32, ptr %112, align 4
  %114 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@", i32 noundef %113)
          to label %146 unwind label %115

115:                                              ; preds = %109, %155, %98
  %116 = catchswitch within none [label %117] unwind to caller

117:                                              ; preds = %115
  %118 = catchpad within %116 [ptr @"??_R0H@8", i32 0, ptr %8]
  %119 = load i32, ptr %8, align 4
  %120 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i32 noundef %119) [ "funclet"(token %118) ]
  catchret from %118 to label %121

121:                                              ; preds = %117
  br label %122

122:                                              ; preds = %121, %146
  store i32 0, ptr @fail_at, align 4
  store i32 200, ptr @counter, align 4
  %123 = call noundef ptr @"??_UElem@@SAPEAX_K@Z"(i64 noundef 16)
  store i64 2, ptr %123, align 8
  %124 = getelementptr inbounds i8, ptr %123, i64 8
  %125 = getelementptr inbounds %struct.Elem, ptr %124, i64 2
  br label %126

126:                                              ; preds = %129, %122
  %127 = phi ptr [ %124, %122 ], [ %130, %129 ]
  %128 = invoke noundef ptr @"??0Elem@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %127)
          to label %129 unwind label %157

129:                                              ; preds = %126
  %130 = getelementptr inbounds %struct.Elem, ptr %127, i64 1
  %131 = icmp eq ptr %130, %125
  br i1 %131, label %132, label %126

132:                                              ; preds = %129
  store ptr %124, ptr %9, align 8
  %133 = load ptr, ptr %9, align 8
  %134 = icmp eq ptr %133, null
  br i1 %134, label %145, label %135

135:                                              ; preds = %132
  %136 = getelementptr inbounds i8, ptr %133, i64 -8
  %137 = load i64, ptr %136, align 4
  %138 = getelementptr inbounds %struct.Elem, ptr %133, i64 %137
  %139 = icmp eq ptr %133, %138
  br i1 %139, label %144, label %140

140:                                              ; preds = %140, %135
  %141 = phi ptr [ %138, %135 ], [ %142, %140 ]
  %142 = getelementptr inbounds %struct.Elem, ptr %141, i64 -1
  call void @"??1Elem@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %142) #5
  %143 = icmp eq ptr %142, %133
  br i1 %143, label %144, label %140

144:                                              ; preds = %140, %135
  call void @"??_VElem@@SAXPEAX@Z"(ptr noundef %136) #5
  br label %145

145:                                              ; preds = %144, %132
  ret i32 0

146:                                              ; preds = %109
  br label %122

147:                                              ; preds = %103
  %148 = cleanuppad within none []
  %149 = icmp eq ptr %101, %104
  br i1 %149, label %154, label %150

150:                                              ; preds = %150, %147
  %151 = phi ptr [ %104, %147 ], [ %152, %150 ]
  %152 = getelementptr inbounds %struct.Elem, ptr %151, i64 -1
  call void @"??1Elem@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %152) #5 [ "funclet"(token %148) ]
  %153 = icmp eq ptr %152, %101
  br i1 %153, label %154, label %150

154:                                              ; preds = %150, %147
  cleanupret from %148 unwind label %155

155:                                              ; preds = %154
  %156 = cleanuppad within none []
  call void @"??_VElem@@SAXPEAX@Z"(ptr noundef %99) #5 [ "funclet"(token %156) ]
  cleanupret from %156 unwind label %115

157:                                              ; preds = %126
  %158 = cleanuppad within none []
  %159 = icmp eq ptr %124, %127
  br i1 %159, label %164, label %160

160:                                              ; preds = %160, %157
  %161 = phi ptr [ %127, %157 ], [ %162, %160 ]
  %162 = getelementptr inbounds %struct.Elem, ptr %161, i64 -1
  call void @"??1Elem@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %162) #5 [ "funclet"(token %158) ]
  %163 = icmp eq ptr %162, %124
  br i1 %163, label %164, label %160

164:                                              ; preds = %160, %157
  cleanupret from %158 unwind label %165

165:                                              ; preds = %164
  %166 = cleanuppad within none []
  call void @"??_VElem@@SAXPEAX@Z"(ptr noundef %123) #5 [ "funclet"(token %166) ]
  cleanupret from %166 unwind to caller
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Elem@@QEAA@XZ"(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.Elem, ptr %4, i32 0, i32 0
  %6 = load i32, ptr @counter, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @counter, align 4
  store i32 %7, ptr %5, align 4
  %8 = getelementptr inbounds %struct.Elem, ptr %4, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %9)
  %11 = getelementptr inbounds %struct.Elem, ptr %4, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr @fail_at, align 4
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %1
  %16 = getelementptr inbounds %struct.Elem, ptr %4, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %3, align 4
  call void @_CxxThrowException(ptr %3, ptr @_TI1H) #6
  unreachable

18:                                               ; preds = %1
  ret ptr %4
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Elem@@QEAA@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??0Elem@@QEAA@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store ptr %0, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds %struct.Elem, ptr %6, i32 0, i32 0
  %8 = load i32, ptr %3, align 4
  store i32 %8, ptr %7, align 4
  %9 = getelementptr inbounds %struct.Elem, ptr %6, i32 0, i32 0
  %10 = load i32, ptr %9, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@", i32 noundef %10)
  %12 = getelementptr inbounds %struct.Elem, ptr %6, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr @fail_at, align 4
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %19

16:                                               ; preds = %2
  %17 = getelementptr inbounds %struct.Elem, ptr %6, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %5, align 4
  call void @_CxxThrowException(ptr %5, ptr @_TI1H) #6
  unreachable

19:                                               ; preds = %2
  ret ptr %6
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @"??_UElem@@SAPEAX_K@Z"(i64 noundef %0) #1 comdat align 2 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = call i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BG@GDIDAHLE@Elem?3?3operator?5new?$FL?$FN?6?$AA@")
  %4 = load i64, ptr %2, align 8
  %5 = call ptr @malloc(i64 noundef %4) #8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_VElem@@SAXPEAX@Z"(ptr noundef %0) #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @"??_C@_0BJ@IOEOBIOB@Elem?3?3operator?5delete?$FL?$FN?6?$AA@")
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  ret void

7:                                                ; preds = %4, %1
  %8 = cleanuppad within none []
  call void @__std_terminate() #7 [ "funclet"(token %8) ]
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr)

declare dso_local void @__std_terminate()

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #4

declare dso_local void @free(ptr noundef) #3

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }
attributes #8 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
