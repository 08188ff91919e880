; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
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
@"??_7type_info@@6B@" = external constant i8*
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"??_C@_06DGNDMPDK@never?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"never\0A\00", comdat, align 4
@"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"caught %d\0A\00", comdat, align 8
@"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"never %d\0A\00", comdat, align 8
@"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"Elem(%d)\0A\00", comdat, align 8
@__ImageBase = external dso_local constant i8
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor2* @"??_R0H@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0H@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @_CTA1H to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"~Elem(%d)\0A\00", comdat, align 8
@"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"Elem(%d) explicit\0A\00", comdat, align 8
@"??_C@_0BG@GDIDAHLE@Elem?3?3operator?5new?$FL?$FN?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"Elem::operator new[]\0A\00", comdat, align 8
@"??_C@_0BJ@IOEOBIOB@Elem?3?3operator?5delete?$FL?$FN?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [25 x i8] c"Elem::operator delete[]\0A\00", comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca [6 x %struct.Elem], align 4
  %3 = alloca i32, align 4
  %4 = alloca [4 x %struct.Elem], align 4
  %5 = alloca %struct.Elem*, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Elem*, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.Elem*, align 8
  store i32 0, i32* %1, align 4
  store i32 0, i32* @counter, align 4
  store i32 4, i32* @fail_at, align 4
  %10 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0
  %11 = getelementptr inbounds %struct.Elem, %struct.Elem* %10, i64 6
  br label %12

12:                                               ; preds = %15, %0
  %13 = phi %struct.Elem* [ %10, %0 ], [ %16, %15 ]
  %14 = invoke noundef %struct.Elem* @"??0Elem@@QEAA@XZ"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %13)
          to label %15 unwind label %28

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.Elem, %struct.Elem* %13, i64 1
  %17 = icmp eq %struct.Elem* %16, %11
  br i1 %17, label %18, label %12

18:                                               ; preds = %15
  %19 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06DGNDMPDK@never?6?$AA@", i64 0, i64 0))
          to label %20 unwind label %36

20:                                               ; preds = %18
  %21 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0
  %22 = getelementptr inbounds %struct.Elem, %struct.Elem* %21, i64 6
  br label %23

23:                                               ; preds = %23, %20
  %24 = phi %struct.Elem* [ %22, %20 ], [ %25, %23 ]
  %25 = getelementptr inbounds %struct.Elem, %struct.Elem* %24, i64 -1
  call void @"??1Elem@@QEAA@XZ"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %25) #6
  %26 = icmp eq %struct.Elem* %25, %21
  br i1 %26, label %27, label %23

27:                                               ; preds = %23
  br label %52

28:                                               ; preds = %12
  %29 = cleanuppad within none []
  %30 = icmp eq %struct.Elem* %10, %13
  br i1 %30, label %35, label %31

31:                                               ; preds = %31, %28
  %32 = phi %struct.Elem* [ %13, %28 ], [ %33, %31 ]
  %33 = getelementptr inbounds %struct.Elem, %struct.Elem* %32, i64 -1
  call void @"??1Elem@@QEAA@XZ"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %33) #6 [ "funclet"(token %29) ]
  %34 = icmp eq %struct.Elem* %33, %10
  br i1 %34, label %35, label %31

35:                                               ; preds = %31, %28
  cleanupret from %29 unwind label %45

36:                                               ; preds = %18
  %37 = cleanuppad within none []
  %38 = getelementptr inbounds [6 x %struct.Elem], [6 x %struct.Elem]* %2, i32 0, i32 0
  %39 = getelementptr inbounds %struct.Elem, %struct.Elem* %38, i64 6
  br label %40

40:                                               ; preds = %40, %36
  %41 = phi %struct.Elem* [ %39, %36 ], [ %42, %40 ]
  %42 = getelementptr inbounds %struct.Elem, %struct.Elem* %41, i64 -1
  call void @"??1Elem@@QEAA@XZ"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %42) #6 [ "funclet"(token %37) ]
  %43 = icmp eq %struct.Elem* %42, %38
  br i1 %43, label %44, label %40

44:                                               ; preds = %40
  cleanupret from %37 unwind label %45

45:                                               ; preds = %44, %35
  %46 = catchswitch within none [label %47] unwind to caller

47:                                               ; preds = %45
  %48 = catchpad within %46 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %3]
  %49 = load i32, i32* %3, align 4
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %49) [ "funclet"(token %48) ]
  catchret from %48 to label %51

51:                                               ; preds = %47
  br label %52

52:                                               ; preds = %51, %27
  store i32 30, i32* @fail_at, align 4
  %53 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %4, i64 0, i64 0
  store %struct.Elem* %53, %struct.Elem** %5, align 8
  %54 = invoke noundef %struct.Elem* @"??0Elem@@QEAA@H@Z"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %53, i32 noundef 10)
          to label %55 unwind label %74

55:                                               ; preds = %52
  %56 = getelementptr inbounds %struct.Elem, %struct.Elem* %53, i64 1
  store %struct.Elem* %56, %struct.Elem** %5, align 8
  %57 = invoke noundef %struct.Elem* @"??0Elem@@QEAA@H@Z"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %56, i32 noundef 20)
          to label %58 unwind label %74

58:                                               ; preds = %55
  %59 = getelementptr inbounds %struct.Elem, %struct.Elem* %56, i64 1
  store %struct.Elem* %59, %struct.Elem** %5, align 8
  %60 = invoke noundef %struct.Elem* @"??0Elem@@QEAA@H@Z"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %59, i32 noundef 30)
          to label %61 unwind label %74

61:                                               ; preds = %58
  %62 = getelementptr inbounds %struct.Elem, %struct.Elem* %59, i64 1
  store %struct.Elem* %62, %struct.Elem** %5, align 8
  %63 = invoke noundef %struct.Elem* @"??0Elem@@QEAA@H@Z"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %62, i32 noundef 40)
          to label %64 unwind label %74

64:                                               ; preds = %61
  %65 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06DGNDMPDK@never?6?$AA@", i64 0, i64 0))
          to label %66 unwind label %83

66:                                               ; preds = %64
  %67 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %4, i32 0, i32 0
  %68 = getelementptr inbounds %struct.Elem, %struct.Elem* %67, i64 4
  br label %69

69:                                               ; preds = %69, %66
  %70 = phi %struct.Elem* [ %68, %66 ], [ %71, %69 ]
  %71 = getelementptr inbounds %struct.Elem, %struct.Elem* %70, i64 -1
  call void @"??1Elem@@QEAA@XZ"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %71) #6
  %72 = icmp eq %struct.Elem* %71, %67
  br i1 %72, label %73, label %69

73:                                               ; preds = %69
  br label %99

74:                                               ; preds = %61, %58, %55, %52
  %75 = cleanuppad within none []
  %76 = load %struct.Elem*, %struct.Elem** %5, align 8
  %77 = icmp eq %struct.Elem* %53, %76
  br i1 %77, label %82, label %78

78:                                               ; preds = %78, %74
  %79 = phi %struct.Elem* [ %76, %74 ], [ %80, %78 ]
  %80 = getelementptr inbounds %struct.Elem, %struct.Elem* %79, i64 -1
  call void @"??1Elem@@QEAA@XZ"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %80) #6 [ "funclet"(token %75) ]
  %81 = icmp eq %struct.Elem* %80, %53
  br i1 %81, label %82, label %78

82:                                               ; preds = %78, %74
  cleanupret from %75 unwind label %92

83:                                               ; preds = %64
  %84 = cleanuppad within none []
  %85 = getelementptr inbounds [4 x %struct.Elem], [4 x %struct.Elem]* %4, i32 0, i32 0
  %86 = getelementptr inbounds %struct.Elem, %struct.Elem* %85, i64 4
  br label %87

87:                                               ; preds = %87, %83
  %88 = phi %struct.Elem* [ %86, %83 ], [ %89, %87 ]
  %89 = getelementptr inbounds %struct.Elem, %struct.Elem* %88, i64 -1
  call void @"??1Elem@@QEAA@XZ"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %89) #6 [ "funclet"(token %84) ]
  %90 = icmp eq %struct.Elem* %89, %85
  br i1 %90, label %91, label %87

91:                                               ; preds = %87
  cleanupret from %84 unwind label %92

92:                                               ; preds = %91, %82
  %93 = catchswitch within none [label %94] unwind to caller

94:                                               ; preds = %92
  %95 = catchpad within %93 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  %96 = load i32, i32* %6, align 4
  %97 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %96) [ "funclet"(token %95) ]
  catchret from %95 to label %98

98:                                               ; preds = %94
  br label %99

99:                                               ; preds = %98, %73
  store i32 100, i32* @counter, align 4
  store i32 103, i32* @fail_at, align 4
  %100 = invoke noundef i8* @"??_UElem@@SAPEAX_K@Z"(i64 noundef 28)
          to label %101 unwind label %118

101:                                              ; preds = %99
  %102 = bitcast i8* %100 to i64*
  store i64 5, i64* %102, align 8
  %103 = getelementptr inbounds i8, i8* %100, i64 8
  %104 = bitcast i8* %103 to %struct.Elem*
  %105 = getelementptr inbounds %struct.Elem, %struct.Elem* %104, i64 5
  br label %106

106:                                              ; preds = %109, %101
  %107 = phi %struct.Elem* [ %104, %101 ], [ %110, %109 ]
  %108 = invoke noundef %struct.Elem* @"??0Elem@@QEAA@XZ"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %107)
          to label %109 unwind label %154

109:                                              ; preds = %106
  %110 = getelementptr inbounds %struct.Elem, %struct.Elem* %107, i64 1
  %111 = icmp eq %struct.Elem* %110, %105
  br i1 %111, label %112, label %106

112:                                              ; preds = %109
  store %struct.Elem* %104, %struct.Elem** %7, align 8
  %113 = load %struct.Elem*, %struct.Elem** %7, align 8
  %114 = getelementptr inbounds %struct.Elem, %struct.Elem* %113, i64 0
  %115 = getelementptr inbounds %struct.Elem, %struct.Elem* %114, i32 0, i32 0
  %116 = load i32, i32* %115, align 4
  %117 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09NDOIMLEA@never?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %116)
          to label %153 unwind label %118

118:                                              ; preds = %112, %162, %99
  %119 = catchswitch within none [label %120] unwind to caller

120:                                              ; preds = %118
  %121 = catchpad within %119 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %8]
  %122 = load i32, i32* %8, align 4
  %123 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@MIIHEIHH@caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %122) [ "funclet"(token %121) ]
  catchret from %121 to label %124

124:                                              ; preds = %120
  br label %125

125:                                              ; preds = %124, %153
  store i32 0, i32* @fail_at, align 4
  store i32 200, i32* @counter, align 4
  %126 = call noundef i8* @"??_UElem@@SAPEAX_K@Z"(i64 noundef 16)
  %127 = bitcast i8* %126 to i64*
  store i64 2, i64* %127, align 8
  %128 = getelementptr inbounds i8, i8* %126, i64 8
  %129 = bitcast i8* %128 to %struct.Elem*
  %130 = getelementptr inbounds %struct.Elem, %struct.Elem* %129, i64 2
  br label %131

131:                                              ; preds = %134, %125
  %132 = phi %struct.Elem* [ %129, %125 ], [ %135, %134 ]
  %133 = invoke noundef %struct.Elem* @"??0Elem@@QEAA@XZ"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %132)
          to label %134 unwind label %164

134:                                              ; preds = %131
  %135 = getelementptr inbounds %struct.Elem, %struct.Elem* %132, i64 1
  %136 = icmp eq %struct.Elem* %135, %130
  br i1 %136, label %137, label %131

137:                                              ; preds = %134
  store %struct.Elem* %129, %struct.Elem** %9, align 8
  %138 = load %struct.Elem*, %struct.Elem** %9, align 8
  %139 = icmp eq %struct.Elem* %138, null
  br i1 %139, label %152, label %140

140:                                              ; preds = %137
  %141 = bitcast %struct.Elem* %138 to i8*
  %142 = getelementptr inbounds i8, i8* %141, i64 -8
  %143 = bitcast i8* %142 to i64*
  %144 = load i64, i64* %143, align 4
  %145 = getelementptr inbounds %struct.Elem, %struct.Elem* %138, i64 %144
  %146 = icmp eq %struct.Elem* %138, %145
  br i1 %146, label %151, label %147

147:                                              ; preds = %147, %140
  %148 = phi %struct.Elem* [ %145, %140 ], [ %149, %147 ]
  %149 = getelementptr inbounds %struct.Elem, %struct.Elem* %148, i64 -1
  call void @"??1Elem@@QEAA@XZ"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %149) #6
  %150 = icmp eq %struct.Elem* %149, %138
  br i1 %150, label %151, label %147

151:                                              ; preds = %147, %140
  call void @"??_VElem@@SAXPEAX@Z"(i8* noundef %142) #6
  br label %152

152:                                              ; preds = %151, %137
  ret i32 0

153:                                              ; preds = %112
  br label %125

154:                                              ; preds = %106
  %155 = cleanuppad within none []
  %156 = icmp eq %struct.Elem* %104, %107
  br i1 %156, label %161, label %157

157:                                              ; preds = %157, %154
  %158 = phi %struct.Elem* [ %107, %154 ], [ %159, %157 ]
  %159 = getelementptr inbounds %struct.Elem, %struct.Elem* %158, i64 -1
  call void @"??1Elem@@QEAA@XZ"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %159) #6 [ "funclet"(token %155) ]
  %160 = icmp eq %struct.Elem* %159, %104
  br i1 %160, label %161, label %157

161:                                              ; preds = %157, %154
  cleanupret from %155 unwind label %162

162:                                              ; preds = %161
  %163 = cleanuppad within none []
  call void @"??_VElem@@SAXPEAX@Z"(i8* noundef %100) #6 [ "funclet"(token %163) ]
  cleanupret from %163 unwind label %118

164:                                              ; preds = %131
  %165 = cleanuppad within none []
  %166 = icmp eq %struct.Elem* %129, %132
  br i1 %166, label %171, label %167

167:                                              ; preds = %167, %164
  %168 = phi %struct.Elem* [ %132, %164 ], [ %169, %167 ]
  %169 = getelementptr inbounds %struct.Elem, %struct.Elem* %168, i64 -1
  call void @"??1Elem@@QEAA@XZ"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %169) #6 [ "funclet"(token %165) ]
  %170 = icmp eq %struct.Elem* %169, %129
  br i1 %170, label %171, label %167

171:                                              ; preds = %167, %164
  cleanupret from %165 unwind label %172

172:                                              ; preds = %171
  %173 = cleanuppad within none []
  call void @"??_VElem@@SAXPEAX@Z"(i8* noundef %126) #6 [ "funclet"(token %173) ]
  cleanupret from %173 unwind to caller
}

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Elem* @"??0Elem@@QEAA@XZ"(%struct.Elem* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca %struct.Elem*, align 8
  %3 = alloca i32, align 4
  store %struct.Elem* %0, %struct.Elem** %2, align 8
  %4 = load %struct.Elem*, %struct.Elem** %2, align 8
  %5 = getelementptr inbounds %struct.Elem, %struct.Elem* %4, i32 0, i32 0
  %6 = load i32, i32* @counter, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, i32* @counter, align 4
  store i32 %7, i32* %5, align 4
  %8 = getelementptr inbounds %struct.Elem, %struct.Elem* %4, i32 0, i32 0
  %9 = load i32, i32* %8, align 4
  %10 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09DHDCHILJ@Elem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %9)
  %11 = getelementptr inbounds %struct.Elem, %struct.Elem* %4, i32 0, i32 0
  %12 = load i32, i32* %11, align 4
  %13 = load i32, i32* @fail_at, align 4
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %19

15:                                               ; preds = %1
  %16 = getelementptr inbounds %struct.Elem, %struct.Elem* %4, i32 0, i32 0
  %17 = load i32, i32* %16, align 4
  store i32 %17, i32* %3, align 4
  %18 = bitcast i32* %3 to i8*
  call void @_CxxThrowException(i8* %18, %eh.ThrowInfo* @_TI1H) #7
  unreachable

19:                                               ; preds = %1
  ret %struct.Elem* %4
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??1Elem@@QEAA@XZ"(%struct.Elem* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca %struct.Elem*, align 8
  store %struct.Elem* %0, %struct.Elem** %2, align 8
  %3 = load %struct.Elem*, %struct.Elem** %2, align 8
  %4 = getelementptr inbounds %struct.Elem, %struct.Elem* %3, i32 0, i32 0
  %5 = load i32, i32* %4, align 4
  %6 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BDGLNING@?$HOElem?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %9) ]
  unreachable
}

declare dso_local i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline optnone uwtable
define linkonce_odr dso_local noundef %struct.Elem* @"??0Elem@@QEAA@H@Z"(%struct.Elem* noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.Elem*, align 8
  %5 = alloca i32, align 4
  store i32 %1, i32* %3, align 4
  store %struct.Elem* %0, %struct.Elem** %4, align 8
  %6 = load %struct.Elem*, %struct.Elem** %4, align 8
  %7 = getelementptr inbounds %struct.Elem, %struct.Elem* %6, i32 0, i32 0
  %8 = load i32, i32* %3, align 4
  store i32 %8, i32* %7, align 4
  %9 = getelementptr inbounds %struct.Elem, %struct.Elem* %6, i32 0, i32 0
  %10 = load i32, i32* %9, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@FLGBHCKG@Elem?$CI?$CFd?$CJ?5explicit?6?$AA@", i64 0, i64 0), i32 noundef %10)
  %12 = getelementptr inbounds %struct.Elem, %struct.Elem* %6, i32 0, i32 0
  %13 = load i32, i32* %12, align 4
  %14 = load i32, i32* @fail_at, align 4
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %20

16:                                               ; preds = %2
  %17 = getelementptr inbounds %struct.Elem, %struct.Elem* %6, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  store i32 %18, i32* %5, align 4
  %19 = bitcast i32* %5 to i8*
  call void @_CxxThrowException(i8* %19, %eh.ThrowInfo* @_TI1H) #7
  unreachable

20:                                               ; preds = %2
  ret %struct.Elem* %6
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i8* @"??_UElem@@SAPEAX_K@Z"(i64 noundef %0) #4 comdat align 2 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @"??_C@_0BG@GDIDAHLE@Elem?3?3operator?5new?$FL?$FN?6?$AA@", i64 0, i64 0))
  %4 = load i64, i64* %2, align 8
  %5 = call i8* @malloc(i64 noundef %4)
  ret i8* %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @"??_VElem@@SAXPEAX@Z"(i8* noundef %0) #5 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = alloca i8*, align 8
  store i8* %0, i8** %2, align 8
  %3 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @"??_C@_0BJ@IOEOBIOB@Elem?3?3operator?5delete?$FL?$FN?6?$AA@", i64 0, i64 0))
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load i8*, i8** %2, align 8
  invoke void @free(i8* noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  ret void

7:                                                ; preds = %4, %1
  %8 = cleanuppad within none []
  call void @__std_terminate() #8 [ "funclet"(token %8) ]
  unreachable
}

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*)

declare dso_local void @__std_terminate()

declare dso_local i8* @malloc(i64 noundef) #3

declare dso_local void @free(i8* noundef) #3

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #1 = { noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+neon,+v8a" }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.ident = !{!7}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 1, !"branch-target-enforcement", i32 0}
!2 = !{i32 1, !"sign-return-address", i32 0}
!3 = !{i32 1, !"sign-return-address-all", i32 0}
!4 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 1}
!7 = !{!"Debian clang version 14.0.6"}
